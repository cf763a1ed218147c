// Which fields a refused write names: the 'field: message' parts of a 400 validation answer (apps/api errors.ts).
import { describe, expect, it } from 'vitest'
import { ApiError } from './api-error'
import { serverFieldMessages } from './server-field-errors'

describe('serverFieldMessages', () => {
  it("reads each part's field path and message", () => {
    const error = new ApiError(
      400,
      'validation',
      'Invalid body: oldPrice: must be a number; content.address.city: City is required; authors.0: authors must be author ids',
    )
    expect(serverFieldMessages(error)).toEqual([
      { path: 'oldPrice', message: 'must be a number' },
      { path: 'content.address.city', message: 'City is required' },
      { path: 'authors.0', message: 'authors must be author ids' },
    ])
  })

  it('leaves out parts that name no field, and every other failure', () => {
    expect(serverFieldMessages(new ApiError(400, 'validation', 'Invalid body: body must be object'))).toEqual(
      [],
    )
    expect(serverFieldMessages(new ApiError(415, 'unsupported_media_type', 'title: not an image'))).toEqual(
      [],
    )
    expect(serverFieldMessages(new ApiError(500, 'internal', 'title: oops'))).toEqual([])
    expect(serverFieldMessages(new Error('title: oops'))).toEqual([])
  })
})
