import type { Field } from 'payload'

/**
 * The campaign a visitor arrived from, copied from the campaign cookie when a contact message
 * or an order is stored (src/lib/attribution.ts `attributionOf`); read-only, written by the
 * server only. Empty for a visitor who arrived without UTM parameters or click ids in the last
 * 30 days. `landingPage` is the page of that arrival, `firstPage` the page of the first arrival
 * remembered (30 days). `who` names the visitor in the admin's description ("sender", "buyer").
 */
export function attributionField(who: string): Field {
  return {
    name: 'attribution',
    label: 'Campaign',
    type: 'group',
    admin: {
      readOnly: true,
      description: `Where the ${who} came from (UTM parameters and ad click ids of their arrival, kept 30 days).`,
    },
    fields: [
      { name: 'campaign', label: 'Campaign', type: 'text', index: true, admin: { readOnly: true } },
      { name: 'source', label: 'Source', type: 'text', admin: { readOnly: true } },
      { name: 'medium', label: 'Medium', type: 'text', admin: { readOnly: true } },
      { name: 'landingPage', label: 'Landing page', type: 'text', admin: { readOnly: true } },
      { name: 'firstPage', label: 'First page seen', type: 'text', admin: { readOnly: true } },
      { name: 'gclid', label: 'Google Ads click id', type: 'text', admin: { readOnly: true } },
      { name: 'fbclid', label: 'Facebook click id', type: 'text', admin: { readOnly: true } },
    ],
  }
}

/** A field no write sets, not even an admin's: the server sets it through the local API. */
const serverOnly = { create: () => false, update: () => false }

/**
 * The A/B experiment a lead converts for (src/server/contact/experiment.ts): the experiment's
 * id and the variant the sender was served on the form's page; empty when the page ran none.
 * Set by the server only (read-only to admins too).
 */
export const experimentField: Field = {
  name: 'experiment',
  label: 'Experiment',
  type: 'group',
  access: serverOnly,
  admin: {
    readOnly: true,
    description: 'The A/B experiment of the page the form was sent from, and the variant the sender saw.',
  },
  fields: [
    { name: 'experimentId', label: 'Experiment id', type: 'text', index: true, admin: { readOnly: true } },
    { name: 'variant', label: 'Variant', type: 'text', admin: { readOnly: true } },
  ],
}
