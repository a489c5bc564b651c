/**
 * Access-control functions shared by collections and globals (Payload `access`).
 * Visitors read only what the public site shows; everything else needs a signed-in user.
 * Roles (admin / editor) come with the production-hardening issue.
 */
import type { Access } from 'payload'

/** Anyone, signed in or not (public content). */
export const anyone: Access = () => true

/** Only a signed-in admin user. */
export const authenticated: Access = ({ req }) => Boolean(req.user)
