// The visits module's public face: the plugin that counts the pages people load, and the dashboard's read of them.

export { default as visits } from './visits-plugin'
export { visitsLastDay } from './visit-counter'
