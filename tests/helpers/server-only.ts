/** Stand-in for the 'server-only' marker package in Vitest (tests run on the server side). */
export {}
