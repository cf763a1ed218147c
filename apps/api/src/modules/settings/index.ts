// The settings module's public face (issue 39): the store's settings in memory, as the routes that price read them.

export type { CurrentSettings } from './settings-cache'
