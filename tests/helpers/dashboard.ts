/** Seed helpers of the dashboard tests: contact messages and orders with chosen dates. */
import type { Payload } from 'payload'

import type { ContactMessage, Order } from '@/payload-types'

/** Stores a contact message received at `receivedAt` (ISO), not spam and `new` unless told. */
export function addMessage(
  payload: Payload,
  receivedAt: string,
  extra: Partial<Pick<ContactMessage, 'spam' | 'review' | 'status' | 'attribution'>> = {},
): Promise<ContactMessage> {
  return payload.create({
    collection: 'contact-messages',
    data: {
      name: 'Lead',
      email: 'lead@example.com',
      subject: 'Website',
      phone_number: '+1 555 0100',
      message: 'Hello',
      status: 'new',
      spam: false,
      mailStatus: 'skipped',
      receivedAt,
      ...extra,
    },
    context: { disableRevalidate: true },
  })
}

/** Stores an order created at `createdAt` (ISO). */
export function addOrder(
  payload: Payload,
  createdAt: string,
  data: Pick<Order, 'packageKey' | 'amount' | 'currency' | 'status'> &
    Partial<Pick<Order, 'reviewNeeded' | 'attribution'>>,
): Promise<Order> {
  return payload.create({
    collection: 'orders',
    data: { ...data, createdAt },
    context: { disableRevalidate: true },
  })
}
