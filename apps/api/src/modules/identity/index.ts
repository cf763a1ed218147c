// The identity module's public surface for other modules (lint: modules meet only through service.ts or index.ts).
export { endResetLinks } from './password-reset'
