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
    // A desk save with a failure and a retry took 75 s at a load of 13 on two cores.
    testTimeout: 180_000,
  },
});
