/**
 * A plain static file server (node:http, file read per request, no cache, no compression)
 * for the benchmark's baseline: `node bench/site/static-server.mjs <dir> <port>`.
 * `/` serves index.html, `/x` serves x.html, or x as is.
 */
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import path from 'node:path'

const [dir, port] = process.argv.slice(2)
const TYPES = { '.html': 'text/html; charset=utf-8', '.json': 'application/json' }

createServer(async (req, res) => {
  const name = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).replace(/^\/+/, '') || 'index'
  const file = path.join(dir, path.extname(name) ? name : `${name}.html`)
  try {
    const body = await readFile(file)
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'content-length': body.length,
    })
    res.end(body)
  } catch {
    res.writeHead(404).end()
  }
}).listen(Number(port), '127.0.0.1', () => console.log(`static server on ${port}`))
