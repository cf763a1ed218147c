// The libraries the app starts with (React DOM, React Router, TanStack Query), loaded and evaluated by main.tsx in a
// task of their own before the app's modules (issue 38 item 3): evaluating all of it at once was one long task.
export { hydrateRoot, createRoot } from 'react-dom/client'
export { RouterProvider } from 'react-router'
export { QueryClient } from '@tanstack/react-query'
