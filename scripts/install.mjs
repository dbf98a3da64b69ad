// CI's install step: the same as `npm start` does on a fresh clone (npm ci, with the fallback of ensure.mjs).
import { installDependencies } from './ensure.mjs';

installDependencies();
