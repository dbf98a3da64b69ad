import CodepageEncoder from '@point-of-sale/codepage-encoder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  marktTicketSchema,
  materiaalTicketSchema,
  sinterklaasTicketSchema,
  voedingTicketSchema,
} from '@mvm/domain/printing/bodies';
import { printerCodepages, type PrinterCodepage } from '../src/config';
import { printableText } from '../src/escpos/printable-text';
import { DEFAULT_LAYOUT, type TicketLayout } from '../src/templates/layout';
import { renderLidkaart } from '../src/templates/lidkaart';
import { renderMarktTicket } from '../src/templates/markt-ticket';
import { renderMateriaalTickets } from '../src/templates/materiaal-ticket';
import { renderSinterklaasTickets } from '../src/templates/sinterklaas-ticket';
import { renderVoedingTicket } from '../src/templates/voeding-ticket';
import { indexOfBytes } from './helpers/bytes';
import { startAgent, type TestAgent } from './helpers/agent';
import { startFakePrinter, type FakePrinter } from './helpers/fake-printer';
import { marktBody, materiaalBody, sinterklaasBody, voedingBody } from './helpers/tickets';

/**
 * Issue 24 finding 2: no text on a ticket may reach the printer as a byte below 0x20 or DEL, whatever the code
 * page. The hostile text of a page is every UTF-16 unit (0..0xFFFF) that the encoder the agent uses puts on
 * such a byte, plus the control characters themselves. Each text field of each template is rendered once with
 * that text and once with as many 'x' (line breaks kept, for the item markup that splits on them); both
 * tickets must then have the same length, the same control bytes (the template's own commands), and no
 * control byte where they differ (the field's text).
 */

const printedAt = new Date('2025-03-14T10:00:00Z');
const isControl = (byte: number) => byte < 0x20 || byte === 0x7f;

function hostileText(codepage: PrinterCodepage): string {
  const units = Array.from({ length: 0x10000 }, (_, unit) => unit);
  // One call for all units: the encoder writes one byte per unit, byte i for unit i.
  const bytes = CodepageEncoder.encode(String.fromCharCode(...units), codepage);
  return String.fromCharCode(...units.filter((unit) => isControl(unit) || isControl(bytes[unit] ?? 0)));
}

type Fill = (field: string) => string;
type Template = { fields: string[]; render(fill: Fill, layout: TicketLayout): Uint8Array };

const item = materiaalTicketSchema.parse(materiaalBody).items[0]!;

/** Every ticket template with every text field it prints; 'heading' is the configured PRINT_HEADING. */
const templates: Record<string, Template> = {
  lidkaart: {
    fields: ['voornaam', 'naam'],
    render: (fill, layout) =>
      renderLidkaart(
        { mvmNummer: 'MVM12', voornaam: fill('voornaam'), naam: fill('naam'), printedAt },
        layout,
      ),
  },
  voeding: {
    fields: ['voornaam', 'naam', 'printType', 'typeVoeding', 'specialeVoeding', 'opmerking'],
    render: (fill, layout) =>
      renderVoedingTicket(
        {
          ...voedingTicketSchema.parse(voedingBody),
          voornaam: fill('voornaam'),
          naam: fill('naam'),
          printType: fill('printType'),
          typeVoeding: fill('typeVoeding'),
          specialeVoeding: fill('specialeVoeding'),
          opmerking: fill('opmerking'),
          printedAt,
        },
        layout,
      ),
  },
  markt: {
    fields: ['markt', 'naam', 'kind.naam', 'kind.geslacht'],
    render: (fill, layout) =>
      renderMarktTicket(
        {
          ...marktTicketSchema.parse(marktBody),
          markt: fill('markt'),
          naam: fill('naam'),
          kinderen: [{ naam: fill('kind.naam'), geslacht: fill('kind.geslacht'), leeftijd: 4 }],
          printedAt,
        },
        layout,
      ),
  },
  sinterklaas: {
    fields: ['snoep.naam', 'speelgoed.naam'],
    render: (fill, layout) => {
      const body = sinterklaasTicketSchema.parse(sinterklaasBody);
      return renderSinterklaasTickets(
        {
          snoep: { ...body.snoep!, naam: fill('snoep.naam') },
          speelgoed: { ...body.speelgoed!, naam: fill('speelgoed.naam') },
          printedAt,
        },
        layout,
      );
    },
  },
  // /materiaal and /eenmaligen: one template, two titles.
  ...Object.fromEntries(
    ['Materiaal', 'Eenmalige hulp'].map((title) => [
      title,
      {
        fields: [
          'klant.voornaam',
          'klant.naam',
          'object',
          'maat',
          'opmerking',
          'ontvanger.naam',
          'ontvanger.geslacht',
          'extraEscposData',
        ],
        render: (fill: Fill, layout: TicketLayout) =>
          renderMateriaalTickets(
            {
              klant: { mvmNummer: 'MVM245', voornaam: fill('klant.voornaam'), naam: fill('klant.naam') },
              items: [
                {
                  ...item,
                  object: fill('object'),
                  maat: fill('maat'),
                  opmerking: fill('opmerking'),
                  ontvanger: {
                    naam: fill('ontvanger.naam'),
                    geslacht: fill('ontvanger.geslacht'),
                    leeftijd: 4,
                  },
                  extraEscposData: fill('extraEscposData'),
                },
              ],
              printedAt,
            },
            layout,
            title,
          ),
      },
    ]),
  ),
};

/** What the hostile ticket holds beyond the plain one: control bytes the field's text put there. */
function leakedControlBytes(hostile: Uint8Array, plain: Uint8Array): string[] {
  const hex = (byte: number) => `0x${byte.toString(16).padStart(2, '0')}`;
  const leaks: string[] = [];
  if (hostile.length !== plain.length) leaks.push(`${hostile.length} bytes, plain text ${plain.length}`);
  else
    hostile.forEach((byte, i) => {
      if (byte !== plain[i] && isControl(byte)) leaks.push(`${hex(byte)} at ${i}`);
    });
  const tally = (bytes: Uint8Array) => {
    const counts = new Map<number, number>();
    for (const byte of bytes) if (isControl(byte)) counts.set(byte, (counts.get(byte) ?? 0) + 1);
    return counts;
  };
  const plainCounts = tally(plain);
  for (const [byte, count] of tally(hostile))
    if (count > (plainCounts.get(byte) ?? 0))
      leaks.push(`${count - (plainCounts.get(byte) ?? 0)} more ${hex(byte)} than with plain text`);
  return leaks;
}

const differing = (a: Uint8Array, b: Uint8Array) => a.filter((byte, i) => byte !== b[i]).length;

describe.each(printerCodepages)('no text sends a printer command in %s', (codepage) => {
  const hostile = hostileText(codepage);
  const plain = hostile.replace(/[^\r\n]/g, 'x');
  const cases = Object.entries(templates).flatMap(([name, template]) =>
    ['heading', ...template.fields].map((field) => [name, field, template] as const),
  );

  it('the hostile text holds the pictures on command bytes (CP858: ← on ESC, ↔ on GS, ► on DLE)', () => {
    const onCommandBytes = [...CodepageEncoder.encode(hostile, codepage)].filter(isControl);
    expect(onCommandBytes.length).toBe(33); // 0x00–0x1F and DEL
    if (codepage === 'cp858') for (const picture of '←↔►§') expect(hostile).toContain(picture);
  });

  it.each(cases)('%s: %s', (_name, field, template) => {
    const render = (text: string) => {
      const fill = (f: string) => (f === field ? text : 'Peeters');
      return template.render(fill, { ...DEFAULT_LAYOUT, codepage, heading: fill('heading') });
    };
    const withHostile = render(hostile);
    const withPlain = render(plain);
    expect(leakedControlBytes(withHostile, withPlain)).toEqual([]);
    // The field did print: every hostile character that is not a line break, as a byte of its own.
    expect(differing(withHostile, withPlain)).toBeGreaterThanOrEqual(plain.replace(/[\r\n]/g, '').length);
  });
});

describe('printableText', () => {
  it('prints the drawer kick of issue 24 as text', () => {
    expect(printableText('Lily←p022', 'cp858')).toBe('Lily<p022');
    expect([...CodepageEncoder.encode(printableText('Lily←p022', 'cp858'), 'cp858')]).not.toContain(0x1b);
  });

  it('keeps the length and every character the page prints, in either page', () => {
    const text = 'Zoë Hénaut € 2 – art. 5 §2 ↔ ☺ Łukasz 😀';
    expect(printableText(text, 'cp858')).toBe('Zoë Hénaut € 2 – art. 5 ?2 ? ? Łukasz 😀');
    expect(printableText(text, 'iso8859-15')).toBe(text);
    expect(printableText('a\u001bb\nc\u0085d\u007f', 'iso8859-15')).toBe('a?b?c?d?');
  });
});

describe('a hostile name through the ordinary ticket flow', () => {
  let printer: FakePrinter;
  let agent: TestAgent;
  beforeAll(async () => {
    printer = await startFakePrinter();
    agent = await startAgent({ printerUrl: `tcp://127.0.0.1:${printer.port}`, timeoutMs: 1500 });
  });
  afterAll(async () => {
    await agent.close();
    await printer.close();
  });

  it('reaches the printer without ESC p (open the cash drawer)', async () => {
    const job = printer.nextJob();
    const res = await agent.app.inject({
      method: 'POST',
      url: '/print?balie=onthaal',
      payload: { ...voedingBody, naam: 'Lily←p022' },
    });
    expect(res.statusCode).toBe(200);
    const bytes = new Uint8Array(await job);
    expect(indexOfBytes(bytes, [0x1b, 0x70])).toBe(-1);
    expect(indexOfBytes(bytes, [...Buffer.from('Lily<p022')])).toBeGreaterThan(0);
  });
});
