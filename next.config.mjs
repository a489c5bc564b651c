import { withPayload } from '@payloadcms/next/withPayload'

/**
 * Next.js configuration, wrapped by Payload so the admin and REST API run in this app.
 * NEXT_DIST_DIR lets the end-to-end suite keep its own build (built against its own
 * throw-away database) apart from the one `npm start` serves.
 * @type {import('next').NextConfig}
 */
const nextConfig = {
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  images: {
    localPatterns: [{ pathname: '/api/media/file/**' }],
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
