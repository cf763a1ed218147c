// The pixel size of a WebP image read from its header (RIFF container; lossy 'VP8 ', lossless 'VP8L' and extended
// 'VP8X' bitstreams), without decoding it: a book page's og:image:width and og:image:height (issue 25, item 1).

export interface PixelSize {
  width: number
  height: number
}

/** The size `bytes` say, or undefined for anything that is not a WebP image this can read. */
export function webpSize(bytes: Buffer): PixelSize | undefined {
  if (
    bytes.length < 30 ||
    bytes.toString('ascii', 0, 4) !== 'RIFF' ||
    bytes.toString('ascii', 8, 12) !== 'WEBP'
  )
    return undefined
  const format = bytes.toString('ascii', 12, 16)
  if (format === 'VP8 ') {
    // A key frame: 3 bytes of frame tag, the start code 9d 01 2a, then 14-bit width and height.
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return undefined
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff }
  }
  if (format === 'VP8L') {
    // The signature 0x2f, then width - 1 and height - 1 in 14 bits each.
    if (bytes[20] !== 0x2f) return undefined
    const bits = bytes.readUInt32LE(21)
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
  }
  if (format === 'VP8X') {
    // The canvas: width - 1 and height - 1 in 24 bits each, after 4 bytes of flags.
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 }
  }
  return undefined
}
