import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { encryptMarketBarcode, generateBarcodeKey, importBarcodeKey } from '@mvm/domain/markten/barcode';
import { logInAs, mockApi, renderWithProviders } from '../../../test/render';
import { runtimeConfigReply } from '../../../test/runtime-config';
import { bodyText, requestUrl } from '../../../test/fetch-calls';
import { readPending } from '../model/pending-scans';
import { MarktScanPage } from './markt-scan-page';

const keyText = generateBarcodeKey();
const markt = {
  ID: 5,
  naam: 'Wintermarkt',
  beschrijving: 'Kleren',
  startDatum: '2025-11-01',
  eindDatum: '2025-11-02',
  printLocatie: 'voeding',
  voorKinderen: false,
  minKindLeeftijd: 0,
  maxKindLeeftijd: 12,
  CreatedAt: '2025-10-01T10:00:00Z',
  UpdatedAt: '2025-10-01T10:00:00Z',
};
const barcodeFor = async (markt_id: number) =>
  encryptMarketBarcode(await importBarcodeKey(keyText), {
    data: {
      markt_id,
      mvmnummer: 77,
      persoonnaam: 'Sofie Peeters',
      kinderen: [{ naam: 'Lotte', geslacht: 'Vrouw', leeftijd: 6 }],
    },
  });

function setup(scanRoute: Parameters<typeof mockApi>[0][string]) {
  logInAs('Markt');
  const fetchMock = mockApi({
    'GET /config.json': { body: runtimeConfigReply({ scannerUrl: '' }) },
    'GET /v1/markten/scan/current-markten': { body: [markt] },
    'GET /v1/markten/scan/key': { body: { key: keyText } },
    'POST /v1/markten/scan/5': scanRoute,
  });
  return { ...renderWithProviders(<MarktScanPage />, { route: '/markten/scan' }), fetchMock };
}

async function scan(user: ReturnType<typeof setup>['user'], text: string) {
  const field = await screen.findByRole('textbox', { name: 'Barcode' });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Controleer' })).toBeEnabled());
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
  await user.keyboard('{Enter}');
}

beforeEach(() => localStorage.clear());

describe('Markt scannen (spec 2 §2, §4)', () => {
  it('preselects the only current market, decrypts the barcode and shows OK with the card', async () => {
    const { user, fetchMock } = setup({
      body: { status: 'ok', aanwezigheid: { tijd: new Date().toISOString(), mvmnummer: 77, marktId: 5 } },
    });
    expect(await screen.findByText('Scan Barcode')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Markt' })).toHaveValue('Wintermarkt');
    const barcode = await barcodeFor(5);
    await scan(user, barcode);
    expect(await screen.findByText('OK')).toBeInTheDocument();
    expect(screen.getByText('MVM77')).toBeInTheDocument();
    expect(screen.getByText('Lotte - Meisje - 6 jaar')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(
      ([url, init]) => requestUrl(url).includes('/scan/5') && init?.method === 'POST',
    );
    expect(JSON.parse(bodyText(post?.[1]))).toMatchObject({ barcode });
  });

  it('shows the errors of a foreign and a garbage barcode', async () => {
    const { user } = setup({ status: 500 });
    await scan(user, await barcodeFor(9));
    expect(await screen.findByText('Barcode is niet voor deze markt')).toBeInTheDocument();
    await scan(user, 'onzin');
    expect(await screen.findByText('Barcode is niet geldig')).toBeInTheDocument();
  });

  it('warns about a duplicate within 5 minutes', async () => {
    const first = new Date(Date.now() - 60_000).toISOString();
    const { user } = setup({
      body: { status: 'already present', aanwezigheid: { tijd: first, mvmnummer: 77, marktId: 5 } },
    });
    await scan(user, await barcodeFor(5));
    const panel = await screen.findByText(/^Barcode is al gescand op/);
    expect(panel.closest('[data-panel]')).toHaveAttribute('data-panel', 'warning');
  });

  it('keeps a scan made while the server is down on the device, shown as waiting', async () => {
    const { user } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await scan(user, await barcodeFor(5));
    expect(await screen.findByText('OK – bewaard op dit toestel')).toBeInTheDocument();
    expect(screen.getByText('Wacht op verbinding (1)')).toBeInTheDocument();
    expect(readPending()).toHaveLength(1);
  });
});

describe('input from the desk scanner service (spec 2 §7)', () => {
  it('checks a barcode the scanner service reports, without typing', async () => {
    logInAs('Markt');
    const barcode = await barcodeFor(5);
    const api = mockApi({
      'GET /config.json': { body: runtimeConfigReply({ scannerUrl: 'http://scanner.test' }) },
      'GET /v1/markten/scan/current-markten': { body: [markt] },
      'GET /v1/markten/scan/key': { body: { key: keyText } },
      'GET http://scanner.test/': { body: 'Barcode scanner service' },
      'GET http://scanner.test/scan': { body: { barcode } },
      'POST /v1/markten/scan/5': {
        body: { status: 'ok', aanwezigheid: { tijd: new Date().toISOString(), mvmnummer: 77, marktId: 5 } },
      },
    });
    // The long poll answers the barcode once; the next poll waits, as a scanner with nothing scanned does.
    let polls = 0;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      requestUrl(input).startsWith('http://scanner.test/scan') && ++polls > 1
        ? new Promise<Response>(() => undefined)
        : api(input, init),
    );
    renderWithProviders(<MarktScanPage />, { route: '/markten/scan' });
    expect(await screen.findByText('OK')).toBeInTheDocument();
    expect(screen.getByText('MVM77')).toBeInTheDocument();
    expect(polls).toBeGreaterThanOrEqual(1);
  });
});
