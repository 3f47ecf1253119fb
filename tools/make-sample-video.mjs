#!/usr/bin/env node
/* global document, requestAnimationFrame, AudioContext, MediaStream, MediaRecorder -- record() runs in the page */
// Makes the digital events' sample video (apps/api/src/seed/media/sample-event.webm) and its captions
// (sample-event.vtt), our own picture and sound: there is no ffmpeg on these machines and no
// internet, so Debian's Chromium (through Playwright) records a canvas animation and a quiet WebAudio
// tone with MediaRecorder (WebM: VP8 and Opus). MediaRecorder writes no duration (a player shows an
// endless live stream), so the recording's length, measured by Chromium playing it back, is written
// into the file's Info element. Chromium seeks in it without cues (by its clusters' timecodes).
//
//   node tools/make-sample-video.mjs [--seconds 8]
//
// The files are committed as source assets; run this again only to change them (the bytes differ
// from run to run: the encoder's timing is the machine's).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'apps', 'api', 'src', 'seed', 'media');
const secondsArg = process.argv.indexOf('--seconds');
const SECONDS = secondsArg > 0 ? Number(process.argv[secondsArg + 1]) : 8;
if (!Number.isFinite(SECONDS) || SECONDS < 2 || SECONDS > 30) throw new Error('--seconds must be between 2 and 30');

const WIDTH = 320;
const HEIGHT = 180;
const FPS = 24;

/** Runs in the page: draws the frames, plays the tone, records both, answers the WebM's bytes as base64. */
async function record({ seconds, width, height, fps }) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  document.body.append(canvas);
  const g = canvas.getContext('2d');

  // A soft two-note chime at a low level: enough to hear that the player's volume applies, never loud.
  const audio = new AudioContext();
  const destination = audio.createMediaStreamDestination();
  const gain = audio.createGain();
  gain.gain.value = 0.08;
  gain.connect(destination);
  const tone = audio.createOscillator();
  tone.type = 'sine';
  tone.frequency.value = 440;
  tone.connect(gain);
  for (let second = 0; second < seconds; second += 1) tone.frequency.setValueAtTime(second % 2 === 0 ? 440 : 554.37, audio.currentTime + second);
  tone.start();

  const stream = new MediaStream([...canvas.captureStream(fps).getVideoTracks(), ...destination.stream.getAudioTracks()]);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8,opus', videoBitsPerSecond: 300_000, audioBitsPerSecond: 32_000 });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));

  const started = performance.now();
  const draw = (now) => {
    const t = (now - started) / 1000;
    const sky = g.createLinearGradient(0, 0, width, height);
    sky.addColorStop(0, '#4F24B8');
    sky.addColorStop(1, '#1D1535');
    g.fillStyle = sky;
    g.fillRect(0, 0, width, height);
    // A stage: three spotlights sweeping, a gold disc pulsing with the beat.
    for (let i = 0; i < 3; i += 1) {
      const x = width * (0.2 + 0.3 * i) + Math.sin(t * 1.3 + i) * 30;
      g.fillStyle = `rgba(243, 201, 105, ${0.18 + 0.08 * Math.sin(t * 2 + i)})`;
      g.beginPath();
      g.moveTo(width * (0.2 + 0.3 * i), 0);
      g.lineTo(x - 40, height);
      g.lineTo(x + 40, height);
      g.closePath();
      g.fill();
    }
    g.fillStyle = '#F3C969';
    g.beginPath();
    g.arc(width / 2, height * 0.55, 22 + 6 * Math.abs(Math.sin(t * Math.PI)), 0, Math.PI * 2);
    g.fill();
    g.fillStyle = '#FFFFFF';
    g.font = 'bold 18px sans-serif';
    g.textAlign = 'center';
    g.fillText('Prime Rewards Live', width / 2, 30);
    g.font = '14px sans-serif';
    g.fillText(`Sample event · ${t.toFixed(1)} s`, width / 2, height - 14);
    if (t < seconds) requestAnimationFrame(draw);
  };
  requestAnimationFrame(draw);
  recorder.start(1000);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  recorder.stop();
  tone.stop();
  await stopped;
  await audio.close();
  const blob = new Blob(chunks, { type: 'video/webm' });
  // The recording's length: a MediaRecorder file reports an infinite duration until the player has
  // been to its end, so send the player past it and read the real one.
  const probe = document.createElement('video');
  probe.muted = true;
  probe.src = URL.createObjectURL(blob);
  await new Promise((resolve) => (probe.onloadedmetadata = resolve));
  const durationSeconds = await new Promise((resolve) => {
    probe.ondurationchange = () => Number.isFinite(probe.duration) && resolve(probe.duration);
    probe.currentTime = 1e9;
  });
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return { base64: btoa(binary), durationMs: durationSeconds * 1000 };
}

const INFO_ID = Buffer.from([0x15, 0x49, 0xa9, 0x66]);
const DURATION_ID = Buffer.from([0x44, 0x89]);

/** An EBML variable-length size at `offset`: its value and how many bytes it takes. */
function readSize(bytes, offset) {
  const first = bytes[offset];
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length += 1;
  if (length > 8) throw new Error(`bad EBML size at ${offset}`);
  let value = first & (0xff >> length);
  for (let index = 1; index < length; index += 1) value = value * 256 + bytes[offset + index];
  return { value, length };
}

/** An 8-byte EBML size (room for any Info). */
function sizeOf(value) {
  const out = Buffer.alloc(8);
  out[0] = 0x01;
  out.writeUIntBE(value, 2, 6);
  return out;
}

/**
 * The recording with `Duration` (in the file's timestamp units, milliseconds for MediaRecorder's
 * 1 ms TimestampScale) added to its Info. The Segment around it has an unknown size, as
 * MediaRecorder writes it, so no other size changes.
 */
function withDuration(webm, durationMs) {
  const at = webm.indexOf(INFO_ID);
  if (at < 0) throw new Error('no Info element in the recording');
  const size = readSize(webm, at + INFO_ID.length);
  const dataStart = at + INFO_ID.length + size.length;
  const data = webm.subarray(dataStart, dataStart + size.value);
  if (data.includes(DURATION_ID)) throw new Error('the recording already has a Duration');
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE(durationMs);
  const element = Buffer.concat([DURATION_ID, Buffer.from([0x88]), duration]);
  const info = Buffer.concat([INFO_ID, sizeOf(data.length + element.length), data, element]);
  return Buffer.concat([webm.subarray(0, at), info, webm.subarray(dataStart + size.value)]);
}

/** Captions for the sample: what is on screen and what is heard, in WebVTT. */
function captions(seconds) {
  const stamp = (s) => `00:00:${String(Math.floor(s)).padStart(2, '0')}.000`;
  const cues = [
    [0, Math.min(3, seconds), '[Soft chime] Welcome to Prime Rewards Live.'],
    [Math.min(3, seconds), Math.min(6, seconds), 'Spotlights sweep across the stage.'],
    [Math.min(6, seconds), seconds, '[Chime] The show is about to begin.'],
  ].filter(([from, to]) => to > from);
  return ['WEBVTT', '', ...cues.flatMap(([from, to, text], index) => [String(index + 1), `${stamp(from)} --> ${stamp(to)}`, text, ''])].join('\n');
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--autoplay-policy=no-user-gesture-required', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><title>sample</title><body></body>');
  const { base64, durationMs } = await page.evaluate(record, { seconds: SECONDS, width: WIDTH, height: HEIGHT, fps: FPS });
  const bytes = withDuration(Buffer.from(base64, 'base64'), durationMs);
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'sample-event.webm'), bytes);
  fs.writeFileSync(path.join(outDir, 'sample-event.vtt'), captions(SECONDS));
  console.log(`sample-event.webm: ${(bytes.length / 1024).toFixed(0)} kB, ${(durationMs / 1000).toFixed(1)} s, ${WIDTH}x${HEIGHT}; sample-event.vtt`);
} finally {
  await browser.close();
}
