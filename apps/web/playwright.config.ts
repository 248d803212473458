import { defineConfig } from '@playwright/test';

// scripts/e2e.mjs builds the app, starts the real server on a free port with a fresh data folder
// and an SMTP sink, and sets E2E_BASE_URL (plus E2E_MAILBOX and E2E_STAFF_PASSWORD).
const baseURL = process.env.E2E_BASE_URL;
if (!baseURL) throw new Error('E2E_BASE_URL is not set: run the browser tests with `npm run test:e2e`.');

// Tests tagged '@club-wide' change something every test shares for a moment (the club's name and branding,
// the wait-list's hold, the second KYC reviewer), send to every player of an audience, or read what every
// test changes (the TV board turning to the table that changed): they run after every other test, one at
// a time, so no other test reads the club mid-change or changes it under them.
// `npm run test:e2e -- <files>` runs only the files named (scripts/e2e.mjs adds --no-deps).
const CLUB_WIDE = /@club-wide/;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  // The console's tests drive two or three browsers each; on a loaded 2-core CI machine they ran 30 to 41 s
  // against the 45 s default, so CI gives every test twice that. Timings a feature promises are asserted
  // in the tests themselves, never through this timeout.
  timeout: process.env.CI ? 90_000 : 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry in CI, so a timing hiccup on a busy machine does not sink a run; a test that needed it
  // is reported as flaky in the closing summary (scripts/test.mjs), to be looked at.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'line' : 'list',
  projects: [
    { name: 'portal', grepInvert: CLUB_WIDE },
    { name: 'club-wide', grep: CLUB_WIDE, dependencies: ['portal'], fullyParallel: false, workers: 1 },
  ],
  use: {
    baseURL,
    browserName: 'chromium',
    // Mobile first: the portal is designed for a 390 px wide phone.
    viewport: { width: 390, height: 844 },
    // A failed test keeps its trace: actions, DOM snapshots (the trace viewer draws the page from them),
    // network and console. Not the screencast: recording every frame of every test, passed or not, took a
    // sixth of the suite's time (staff-console and staff-cage with kyc, one worker: 78 s to 64 s, 135 s
    // to 113 s).
    trace: { mode: 'retain-on-failure', screenshots: false },
    // The browser's software compositor drew every frame of every endless animation (a pulsing 'live'
    // dot, a spinner) in every open page: the largest CPU cost of the suite on a 2-core machine. With
    // reduced motion, as a player may set it, the app keeps those still (a third less CPU in Chromium's
    // GPU process); no test asserts an animation.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
