import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM } from './chromium';

const L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const R = L.map((code) => [...code].map((bit) => (bit === '0' ? '1' : '0')).join(''));
const G = R.map((code) => [...code].reverse().join(''));
const PARITY = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLL',
  'LGLGLG',
  'LGLGGL',
  'LGGLGL',
];

/** The EAN-13 check digit of 12 digits. */
export function eanCheckDigit(twelve: string): string {
  const sum = [...twelve].reduce((acc, digit, i) => acc + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return String((10 - (sum % 10)) % 10);
}

/** The 95 modules (1 = bar) of an EAN-13 code. */
export function ean13Modules(code: string): string {
  if (!/^\d{13}$/.test(code) || eanCheckDigit(code.slice(0, 12)) !== code[12])
    throw new Error(`not an EAN-13: ${code}`);
  const digits = [...code].map(Number);
  const parity = PARITY[digits[0]];
  const left = digits.slice(1, 7).map((d, i) => (parity[i] === 'L' ? L[d] : G[d]));
  const right = digits.slice(7).map((d) => R[d]);
  return `101${left.join('')}01010${right.join('')}101`;
}

/**
 * A Y4M video (what Chromium's fake camera plays) showing the EAN-13 code black on white: 4 pixels a
 * module, centred, `frames` identical 4:2:0 frames.
 */
export function writeEan13Y4m(file: string, code: string, frames = 6) {
  const width = 640;
  const height = 480;
  const modules = ean13Modules(code);
  const moduleWidth = 4;
  const left = Math.floor((width - modules.length * moduleWidth) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 120; y < 360; y += 1)
    for (let m = 0; m < modules.length; m += 1)
      if (modules[m] === '1')
        luma.fill(16, y * width + left + m * moduleWidth, y * width + left + (m + 1) * moduleWidth);
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}

/**
 * Chromium's fake camera playing the EAN-13 of `twelve` digits and their check digit: the `code`
 * and the options for `test.use`.
 */
export function fakeCameraShowing(twelve: string) {
  const code = `${twelve}${eanCheckDigit(twelve)}`;
  const video = path.join(mkdtempSync(path.join(os.tmpdir(), 'fake-camera-')), 'ean13.y4m');
  writeEan13Y4m(video, code);
  const args = [
    ...CHROMIUM.args,
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
  ];
  return { code, use: { permissions: ['camera'], launchOptions: { ...CHROMIUM, args } } };
}
