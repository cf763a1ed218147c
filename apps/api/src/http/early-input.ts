// The early-input script (packages/contract/src/early-input-script.ts, issue 38 item 1) as the server puts it into a
// rendered page's <head>, and the hash the Content-Security-Policy allows it by (plugins/security-headers.ts): the
// store's scripts are otherwise only its own files.
import { createHash } from 'node:crypto'
import { EARLY_INPUT_SCRIPT } from '@bookstore/contract/early-input-script'

export const EARLY_INPUT_TAG = `<script>${EARLY_INPUT_SCRIPT}</script>`

/** The script's CSP source: 'sha256-…'. */
export const EARLY_INPUT_SCRIPT_SRC = `'sha256-${createHash('sha256').update(EARLY_INPUT_SCRIPT).digest('base64')}'`
