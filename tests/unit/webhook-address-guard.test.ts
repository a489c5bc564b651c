/**
 * The SSRF guard of outgoing webhooks (src/webhooks/address-guard.ts) over generated addresses:
 * every address of the non-public IPv4 ranges of RFC 6890 (private, loopback, link-local with
 * the metadata address, carrier-grade NAT, documentation, benchmarking, multicast, reserved) is
 * refused, in its dotted form and in every IPv6 form that carries it (IPv4-mapped in both
 * notations, IPv4-compatible, NAT64, 6to4); non-public IPv6 ranges are refused; addresses of
 * plainly public blocks are accepted. URLs are refused for their scheme and for host literals
 * in any notation the URL parser reads (hex, short, integer IPv4; bracketed IPv6).
 */
import fc from 'fast-check'
import ipaddr from 'ipaddr.js'
import { describe, expect, it } from 'vitest'

import {
  checkReceiver,
  guardedLookup,
  isPublicAddress,
  ReceiverRefused,
  urlProblem,
} from '@/webhooks/address-guard'

/** Non-public IPv4 blocks (RFC 6890 and the IANA special-purpose registry), as the oracle. */
const BLOCKED_V4: Array<[string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
]

const octets = (n: number): number[] => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]
const dotted = (n: number): string => octets(n).join('.')
const toInt = (a: string): number => a.split('.').reduce((acc, o) => acc * 256 + Number(o), 0)

/** An address inside one of BLOCKED_V4. */
const blockedV4 = fc
  .tuple(fc.constantFrom(...BLOCKED_V4), fc.integer({ min: 0, max: 2 ** 32 - 1 }))
  .map(([[base, bits], r]) => dotted((toInt(base) + (bits === 32 ? 0 : r % 2 ** (32 - bits))) >>> 0))

/** An address in 11.0.0.0–99.255.255.255: no special-purpose block lies there. */
const publicV4 = fc.integer({ min: toInt('11.0.0.0'), max: toInt('99.255.255.255') }).map(dotted)

const hex = (n: number) => n.toString(16)
/** Every IPv6 form that carries the IPv4 address `a`. */
function carriers(a: string): string[] {
  const [o1, o2, o3, o4] = a.split('.').map(Number) as [number, number, number, number]
  const hi = hex((o1 << 8) | o2)
  const lo = hex((o3 << 8) | o4)
  return [
    `::ffff:${a}`,
    `::ffff:${hi}:${lo}`,
    `0:0:0:0:0:ffff:${hi}:${lo}`,
    `::${a}`,
    `64:ff9b::${a}`,
    `2002:${hi}:${lo}::1`,
  ]
}

const group = fc.integer({ min: 0, max: 0xffff }).map(hex)
const tail = fc.array(group, { minLength: 7, maxLength: 7 })
/** Addresses of non-public IPv6 ranges: ULA, link-local, multicast, loopback, unspecified, documentation. */
const blockedV6 = fc.oneof(
  fc.tuple(fc.integer({ min: 0xfc00, max: 0xfdff }), tail).map(([h, t]) => [hex(h), ...t].join(':')),
  fc.tuple(fc.integer({ min: 0xfe80, max: 0xfebf }), tail).map(([h, t]) => [hex(h), ...t].join(':')),
  fc.tuple(fc.integer({ min: 0xff00, max: 0xffff }), tail).map(([h, t]) => [hex(h), ...t].join(':')),
  tail.map((t) => ['2001', 'db8', ...t.slice(1)].join(':')),
  fc.constantFrom('::1', '::', 'fd00:ec2::254'),
)
/** Addresses of 2a00::/12 (RIR allocations, ordinary global unicast). */
const publicV6 = fc
  .tuple(fc.integer({ min: 0x2a00, max: 0x2a0f }), tail)
  .map(([h, t]) => [hex(h), ...t].join(':'))

const params = { numRuns: 500 }

describe('isPublicAddress', () => {
  it('refuses every non-public IPv4 address and every IPv6 form carrying one', () => {
    fc.assert(
      fc.property(blockedV4, (a) => {
        expect(isPublicAddress(a)).toBe(false)
        for (const form of carriers(a)) expect([form, isPublicAddress(form)]).toEqual([form, false])
      }),
      params,
    )
  })

  it('accepts public IPv4 addresses and refuses their IPv6 tunnel forms', () => {
    fc.assert(
      fc.property(publicV4, (a) => {
        expect(isPublicAddress(a)).toBe(true)
        // Mapped forms are the same address: judged as IPv4.
        expect(isPublicAddress(`::ffff:${a}`)).toBe(true)
        // NAT64, 6to4 and IPv4-compatible forms are refused whatever they carry.
        for (const form of carriers(a).slice(3)) expect([form, isPublicAddress(form)]).toEqual([form, false])
      }),
      params,
    )
  })

  it('refuses non-public IPv6 ranges and accepts global unicast', () => {
    fc.assert(
      fc.property(blockedV6, (a) => {
        expect(ipaddr.isValid(a)).toBe(true)
        expect([a, isPublicAddress(a)]).toEqual([a, false])
      }),
      params,
    )
    fc.assert(
      fc.property(publicV6, (a) => {
        expect([a, isPublicAddress(a)]).toEqual([a, true])
      }),
      params,
    )
  })

  it('refuses what is not an address', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !ipaddr.isValid(s)),
        (s) => {
          expect(isPublicAddress(s)).toBe(false)
        },
      ),
      params,
    )
  })
})

describe('urlProblem', () => {
  it('refuses http and other schemes unless private receivers are allowed', () => {
    expect(urlProblem('http://1.1.1.1/hook', false)).toMatch(/https/)
    expect(urlProblem('ftp://1.1.1.1/hook', true)).toMatch(/https/)
    expect(urlProblem('http://127.0.0.1:9/hook', true)).toBeNull()
    expect(urlProblem('https://1.1.1.1/hook', false)).toBeNull()
    expect(urlProblem('not a url', false)).toMatch(/full URL/)
  })

  it('refuses loopback and private literals in every notation the URL parser reads', () => {
    for (const host of [
      '127.0.0.1',
      '0x7f.1',
      '127.1',
      '2130706433',
      '0177.0.0.1',
      '[::1]',
      '[::ffff:127.0.0.1]',
      '[::ffff:a9fe:a9fe]',
      '169.254.169.254',
      '10.1.2.3',
    ])
      expect([host, urlProblem(`https://${host}/hook`, false)]).toEqual([
        host,
        expect.stringMatching(/private/),
      ])
  })

  it('refuses a generated non-public address written as a URL host', () => {
    fc.assert(
      fc.property(blockedV4, fc.boolean(), (a, mapped) => {
        const host = mapped ? `[::ffff:${a}]` : a
        expect(urlProblem(`https://${host}/x`, false)).toMatch(/private/)
      }),
      params,
    )
  })
})

describe('checkReceiver', () => {
  it('refuses a name that resolves to loopback (the check at save and at delivery)', async () => {
    await expect(checkReceiver('https://localhost/hook', false)).rejects.toBeInstanceOf(ReceiverRefused)
  })

  it('accepts the same name when private receivers are allowed', async () => {
    await expect(checkReceiver('http://localhost:9/hook', true)).resolves.toBeInstanceOf(URL)
  })
})

describe('guardedLookup (the check at connect time)', () => {
  const lookup = (allowPrivate: boolean, all: boolean) =>
    new Promise<{ error: Error | null; address: unknown }>((resolve) =>
      guardedLookup(allowPrivate)('localhost', { all }, (error, address) => resolve({ error, address })),
    )

  it('refuses a connection to a name that resolves to loopback', async () => {
    for (const all of [true, false]) {
      const { error } = await lookup(false, all)
      expect(error).toBeInstanceOf(ReceiverRefused)
    }
  })

  it('hands the resolved addresses on when private receivers are allowed', async () => {
    const many = await lookup(true, true)
    expect(many.error).toBeNull()
    expect((many.address as Array<{ address: string }>).every((a) => !isPublicAddress(a.address))).toBe(true)
    const one = await lookup(true, false)
    expect([one.error, typeof one.address]).toEqual([null, 'string'])
  })
})
