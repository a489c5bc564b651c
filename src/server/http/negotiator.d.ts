/**
 * Types of the part of negotiator 1.0 used here (the published @types/negotiator describes
 * 0.6, without the `preferred` option of `encoding`).
 */
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http'

  export default class Negotiator {
    constructor(request: IncomingMessage)
    /** The best of `available` for the request's Accept-Encoding; `preferred` breaks ties. */
    encoding(available?: string[], options?: { preferred?: string[] }): string | undefined
  }
}
