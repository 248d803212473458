// Makes apps/web/public/notification-sound.mp3: a short two-note chime (about 0.45 s), synthesised here
// as 16-bit PCM and encoded with LAME (Debian package `lame`). Run: node scripts/make-notification-sound.mjs
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SAMPLE_RATE = 44_100;
const NOTES = [
  { frequency: 880, start: 0, length: 0.22 }, // A5
  { frequency: 1318.5, start: 0.12, length: 0.33 }, // E6
];
const duration = Math.max(...NOTES.map((n) => n.start + n.length));
const samples = new Float32Array(Math.ceil(duration * SAMPLE_RATE));

for (const note of NOTES) {
  const first = Math.floor(note.start * SAMPLE_RATE);
  const count = Math.floor(note.length * SAMPLE_RATE);
  for (let i = 0; i < count; i++) {
    const t = i / SAMPLE_RATE;
    // A soft bell: quick attack, exponential decay, a quiet octave partial.
    const envelope = Math.min(1, t / 0.005) * Math.exp(-t * 9);
    const tone = Math.sin(2 * Math.PI * note.frequency * t) + 0.25 * Math.sin(4 * Math.PI * note.frequency * t);
    samples[first + i] += 0.45 * envelope * tone;
  }
}

function wav(data) {
  const buffer = Buffer.alloc(44 + data.length * 2);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + data.length * 2, 4);
  buffer.write('WAVEfmt ', 8);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(SAMPLE_RATE, 24);
  buffer.writeUInt32LE(SAMPLE_RATE * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(data.length * 2, 40);
  data.forEach((value, i) => {
    buffer.writeInt16LE(Math.round(Math.max(-1, Math.min(1, value)) * 32_767), 44 + i * 2);
  });
  return buffer;
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'chime-'));
const wavFile = path.join(work, 'chime.wav');
const target = path.resolve(import.meta.dirname, '../apps/web/public/notification-sound.mp3');
fs.writeFileSync(wavFile, wav(samples));
const lame = spawnSync('lame', ['--quiet', '-m', 'm', '-b', '64', '--tt', 'Notification', wavFile, target], {
  stdio: 'inherit',
});
fs.rmSync(work, { recursive: true, force: true });
if (lame.error || lame.status !== 0) {
  console.error('lame is needed to encode MP3: apt-get install lame');
  process.exit(1);
}
console.log(`wrote ${path.relative(process.cwd(), target)} (${fs.statSync(target).size} bytes)`);
