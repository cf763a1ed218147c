// Authors over HTTP: the public list the admin's book form credits from, every author once, by name.

import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { AuthorList } from '@bookstore/contract/schemas/author'
import { insertAuthor } from '@/testing/factories'
import { useTestApp } from '@/testing/test-app'

const t = useTestApp()
let zola: string
let austen: string

beforeAll(async () => {
  zola = await insertAuthor(t.db, 'Emile Zola')
  austen = await insertAuthor(t.db, 'Jane Austen')
})

describe('authors', () => {
  it('lists every author by name with the fields a book detail carries', async () => {
    const res = await t.app.inject(apiPaths.authors.href())
    expect(res.statusCode).toBe(200)
    const list = AuthorList.parse(res.json())
    expect(list.map((a) => a._id)).toEqual([zola, austen])
    expect(list[1]).toEqual({
      _id: austen,
      name: 'Jane Austen',
      fullName: 'Jane Austen Full',
      about: 'About Jane Austen',
      image: 'author.webp',
    })
  })

  it('answers 304 to a repeated read with the catalogue version', async () => {
    const first = await t.app.inject(apiPaths.authors.href())
    const again = await t.app.inject({
      url: apiPaths.authors.href(),
      headers: { 'if-none-match': String(first.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
  })
})
