// webpSize reads the size sharp wrote, for each of the three WebP bitstreams, and refuses what is not WebP.
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { webpSize } from './webp-size'

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 40, b: 10 } } })

describe('webpSize', () => {
  it('reads a lossy image', async () => {
    expect(webpSize(await image(400, 600).webp({ quality: 80 }).toBuffer())).toEqual({
      width: 400,
      height: 600,
    })
  })

  it('reads a lossless image', async () => {
    expect(webpSize(await image(321, 123).webp({ lossless: true }).toBuffer())).toEqual({
      width: 321,
      height: 123,
    })
  })

  it('reads an extended image (with alpha)', async () => {
    const withAlpha = sharp({
      create: { width: 77, height: 55, channels: 4, background: { r: 1, g: 2, b: 3, alpha: 0.5 } },
    })
    expect(webpSize(await withAlpha.webp({ quality: 80 }).toBuffer())).toEqual({ width: 77, height: 55 })
  })

  it('refuses other images and short or empty input', async () => {
    expect(webpSize(await image(10, 10).png().toBuffer())).toBeUndefined()
    expect(webpSize(Buffer.from('RIFF'))).toBeUndefined()
    expect(webpSize(Buffer.alloc(0))).toBeUndefined()
  })
})
