'use client'

/**
 * False while React renders on the server and hydrates (the markup must match the server
 * HTML), true from the render right after: the moment a component may enhance plain HTML.
 */
import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
