/** Credentials of the admin that `npm start` creates for the end-to-end run (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'admin@example.com', password: 'e2e-admin-password-123' }

/** Contact settings of the end-to-end server (CONTACT_RATE_LIMIT, CONTACT_MIN_FILL_MS). */
export const E2E_CONTACT = { rateLimit: 20, minFillMs: 500 }
