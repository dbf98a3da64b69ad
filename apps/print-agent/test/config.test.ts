import { describe, expect, it } from 'vitest';
import { loadPrintAgentConfig, parsePrinterUrl } from '../src/config';

describe('PRINTER_URL', () => {
  it.each([
    [undefined, { kind: 'preview' }],
    ['', { kind: 'preview' }],
    ['preview', { kind: 'preview' }],
    ['tcp://192.168.1.50:9100', { kind: 'tcp', host: '192.168.1.50', port: 9100 }],
    ['tcp://printer-lid.lan', { kind: 'tcp', host: 'printer-lid.lan', port: 9100 }],
    ['tcp://[fd00::5]:9101', { kind: 'tcp', host: 'fd00::5', port: 9101 }],
    ['file:///dev/usb/lp0', { kind: 'file', path: '/dev/usb/lp0' }],
  ])('reads %s', (url, target) => {
    expect(parsePrinterUrl(url)).toEqual(target);
  });

  it.each(['192.168.1.50:9100', 'http://printer', 'tcp://', 'file://', 'tcp://host:99999'])(
    'refuses %s with a Dutch explanation',
    (url) => {
      expect(() => parsePrinterUrl(url)).toThrow(/PRINTER_URL .* is ongeldig/);
    },
  );
});

describe('print agent configuration', () => {
  it('defaults to port 3100, preview and CP858 under ./data', () => {
    expect(loadPrintAgentConfig({})).toMatchObject({
      port: 3100,
      printerUrl: 'preview',
      codepage: 'cp858',
      columns: 42,
    });
  });

  it('reads the environment of DESIGN.md', () => {
    const config = loadPrintAgentConfig({
      PRINT_AGENT_PORT: '3200',
      PRINTER_URL: 'tcp://10.0.0.9:9100',
      DATA_DIR: '/srv/mvm',
      PRINTER_CODEPAGE: 'ISO8859-15',
    });
    expect(config).toMatchObject({
      port: 3200,
      printerUrl: 'tcp://10.0.0.9:9100',
      dataDir: '/srv/mvm',
      codepage: 'iso8859-15',
    });
  });

  it.each([{ PRINTER_URL: 'lp0' }, { PRINTER_CODEPAGE: 'cp437' }, { PRINTER_COLUMNS: 'veel' }])(
    'stops at start-up on %o',
    (env) => {
      expect(() => loadPrintAgentConfig(env)).toThrow(/is ongeldig/);
    },
  );
});
