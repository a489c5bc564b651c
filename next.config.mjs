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
  // Responses are gzip-compressed and HTML carries an ETag (Next defaults, kept explicit: issue 6).
  compress: true,
  generateEtags: true,
  images: {
    // AVIF first (smallest), WebP for browsers without it (issue 6).
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/api/media/file/**' }],
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
