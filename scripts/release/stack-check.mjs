/* global fetch -- Node 18+ */
// The release test's calls to the running stack (test-release.sh), made as the web app makes them. Run with
// `node --import tsx` (the shared test household is TypeScript):
//   save <base URL> <admin password>           log in, register a household; prints {token, mvmnummer, achternaam}
//   find <base URL> <admin password> <state>   after a restart: the old session still works (it lives in the
//                                              database), a new login too, and both find the household again
import { randomInt } from 'node:crypto';
import { rrnWithChecksum } from '@mvm/domain';
import { memberSave } from '@mvm/domain/leden/test-household';

const [command, base, password, state] = process.argv.slice(2);

async function call(path, { method = 'GET', token, body } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return { json: JSON.parse(text), headers: response.headers };
}

async function login() {
  const { json } = await call('/login', { method: 'POST', body: { username: 'admin', password } });
  return json.token;
}

async function findHousehold(token, mvmnummer, achternaam) {
  const { json: dossier } = await call(`/v1/lid/MVM${mvmnummer}`, { token });
  if (!dossier.gezin.leden.some((lid) => lid.achternaam === achternaam))
    throw new Error(`MVM${mvmnummer} has no member named ${achternaam}`);
  const { headers } = await call(`/v1/leden/?search=${encodeURIComponent(achternaam)}`, { token });
  if (headers.get('Num-Total-Entries') !== '1')
    throw new Error(`searching ${achternaam} found ${headers.get('Num-Total-Entries')} households`);
}

if (command === 'save') {
  const token = await login();
  // A fictitious national number: a woman's even sequence, valid checksum.
  const achternaam = `Release${randomInt(1e9)}`;
  const household = memberSave({
    voornaam: 'Sofie',
    achternaam,
    geboortedatum: '1985-07-30',
    geslacht: 'Vrouw',
    rijksregisterNummer: rrnWithChecksum('1985-07-30', 2 * randomInt(1, 499)),
  });
  const { json } = await call('/v1/lid/', { method: 'POST', token, body: household });
  await findHousehold(token, json.data.mvmnummer, achternaam);
  console.log(JSON.stringify({ token, mvmnummer: json.data.mvmnummer, achternaam }));
} else if (command === 'find') {
  const saved = JSON.parse(state);
  await findHousehold(saved.token, saved.mvmnummer, saved.achternaam);
  await findHousehold(await login(), saved.mvmnummer, saved.achternaam);
  console.log(`MVM${saved.mvmnummer} (${saved.achternaam}) found again`);
} else {
  console.error('usage: stack-check.mjs save|find <base URL> <admin password> [state]');
  process.exit(2);
}
