// CI's install step: the same as `npm start` does on a fresh clone (npm ci).
import { installDependencies } from './ensure.mjs';

installDependencies();
