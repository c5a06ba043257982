// The real sonner package, for lazy-sonner.tsx only (vite.config.ts maps 'sonner' to that file).
declare module 'sonner-original' {
  export * from 'sonner';
}
