/**
 * Money toward PayPal: amounts are strings with two decimals ("599.00"), as the
 * Orders v2 `amount.value` field expects for USD, and are compared as strings, exactly. Pure.
 */

/** A package price in dollars (e.g. 599 or 12.5) as PayPal's value ("599.00", "12.50"). Throws on a negative or non-finite price. */
export function toMoney(dollars: number): string {
  if (!Number.isFinite(dollars) || dollars < 0) throw new RangeError(`not a price: ${dollars}`)
  // Whole cents first, so 0.1 + 0.2 style float noise never reaches PayPal.
  const cents = Math.round(dollars * 100)
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

/** Whether PayPal's `{currency_code, value}` is exactly the stored amount and currency. */
export function sameMoney(
  paid: { currency_code?: string; value?: string } | undefined,
  amount: string,
  currency: string,
): boolean {
  return paid?.value === amount && paid?.currency_code === currency
}
