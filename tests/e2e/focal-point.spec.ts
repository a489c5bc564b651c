/**
 * Crops follow the focal point: an editor moves a banner picture's focal point (Media → the
 * picture) and the home banner keeps that point in view at phone and desktop widths.
 */
import type { APIRequestContext } from '@playwright/test'

import { expect, test } from './fixtures'
import { adminHeaders, shownImageParts, WIDTHS } from './helpers'

type FocalPoint = { focalX: number; focalY: number }

/** Sets media `id`'s focal point through the REST API as the e2e admin; asserts it was stored. */
async function setFocalPoint(request: APIRequestContext, id: number, focal: FocalPoint): Promise<void> {
  const response = await request.patch(`/api/media/${id}`, {
    headers: await adminHeaders(request),
    data: focal,
  })
  expect(response.status()).toBe(200)
  expect(((await response.json()) as { doc: FocalPoint }).doc).toMatchObject(focal)
}

test("a banner picture's focal point moved to its left edge keeps that edge in view at 390 and 1280 px", async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request)
  const banners = await request.get('/api/banners?sort=sortOrder&limit=1&depth=1', { headers })
  expect(banners.status()).toBe(200)
  const picture = ((await banners.json()) as { docs: { banner_image: FocalPoint & { id: number } }[] })
    .docs[0]!.banner_image
  const seeded = { focalX: picture.focalX, focalY: picture.focalY }
  // The demo banners are anchored at their right edge, where their illustration is.
  expect(seeded).toEqual({ focalX: 100, focalY: 50 })

  await setFocalPoint(request, picture.id, { focalX: 0, focalY: 50 })
  try {
    for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/')
      const image = page.locator('[aria-label="Highlights"] [aria-roledescription="slide"] img').first()
      await expect(image).toBeInViewport()
      const [shown] = await shownImageParts(image)
      expect(shown!.fit, `${width} px`).toBe('cover')
      expect(shown!.position, `${width} px`).toBe('0% 50%')
      // The picture is cropped at this width (it does not show whole)...
      expect(shown!.right, `${width} px`).toBeLessThan(0.95)
      // ...and the crop keeps its left edge (x = 0 of the picture) inside the element's box.
      expect(shown!.left, `${width} px`).toBeCloseTo(0, 3)
    }
  } finally {
    await setFocalPoint(request, picture.id, seeded)
  }
})
