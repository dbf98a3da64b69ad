import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: __dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // A bound for a hung test, not a speed target: the household form's tests take seconds on a busy machine.
    testTimeout: 60_000,
  },
});
