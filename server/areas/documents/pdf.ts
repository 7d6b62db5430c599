import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

const require = createRequire(import.meta.url);
/** pdfmake 0.3's server build is CommonJS with one shared instance. */
const pdfmake = require('pdfmake') as typeof import('pdfmake') & {
  virtualfs: { writeFileSync(name: string, content: Buffer): void };
};

/** A font file of the package, put into pdfmake's in-memory file system under its own name. */
function font(file: string) {
  const name = file.split('/').at(-1) ?? file;
  pdfmake.virtualfs.writeFileSync(name, readFileSync(require.resolve(`@expo-google-fonts/pt-sans/${file}`)));
  return name;
}

let ready = false;

/** PT Sans (Cyrillic) from its npm package, loaded once; no URL or local file may be fetched by a document. */
function setUp() {
  if (ready) return;
  pdfmake.setFonts({
    PTSans: {
      normal: font('400Regular/PTSans_400Regular.ttf'),
      bold: font('700Bold/PTSans_700Bold.ttf'),
      italics: font('400Regular_Italic/PTSans_400Regular_Italic.ttf'),
      bolditalics: font('700Bold_Italic/PTSans_700Bold_Italic.ttf'),
    },
  });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  ready = true;
}

/** Renders a document definition to PDF bytes. */
export function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  setUp();
  return pdfmake
    .createPdf({ ...definition, defaultStyle: { font: 'PTSans', fontSize: 9, ...definition.defaultStyle } })
    .getBuffer();
}
