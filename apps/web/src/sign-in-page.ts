// The prerendered log-in page's own script (decision 040), instead of the React app. The page's form
// already signs in without it (a plain POST the server answers); this makes it what the app's form
// is: checked with the contract's schema, sent to the JSON route, refusals as toasts, the 'Email Not
// Verified' box with its resend button, then on to the next screen, where the app loads. Sign Up and
// Forgot password are links to their screens. Zod and the schemas load when the visitor starts to
// fill the form, never with the page.
import {
  describeSignInRefusal,
  type KycStatus,
  kycDeniedText,
  RESEND_COUNTDOWN_SECONDS,
  SIGN_IN_RELOAD_MS,
  SIGN_IN_TEXT,
} from '@club/shared/accounts-constants';
import { CLUB_SETTINGS_ELEMENT_ID, UNVERIFIED_TEMPLATE_ID } from '@club/shared/prerender';
import { carryToast } from './components/ui/carried-toast';
import type { ToastInput } from './components/ui/toast-store';
import {
  TOAST_CLOSE,
  TOAST_DESCRIPTION,
  TOAST_ROOT,
  TOAST_TITLE,
  TOAST_VARIANTS,
  TOAST_VIEWPORT,
} from './components/ui/toast-style';
import { readableOnDark, VISITOR_REFRESH_MS } from './features/accounts/brand-colors';
import { endKycFlow, startKycFlow } from './features/accounts/kyc-redirect';
import { PASSWORD_TOGGLE } from './features/accounts/password-toggle';
import { SESSION_KEYS, writeSessionValue } from './features/accounts/session-store';
import { ApiError, callApi } from './lib/api';
import { delay } from './lib/delay';
import { takeReturnPath } from './lib/return-after-sign-in';

/** Radix's default: a toast closes itself after 5 s. */
const TOAST_MS = 5000;

const loadSchemas = () => import('@club/shared/accounts');
const loadRoutes = () => import('@club/shared/contracts/accounts').then((module) => module.accountsContract);

// ---- Toasts: the app's look (toast-style.ts), one at a time, in the page's Notifications region.

let toastList: HTMLOListElement | undefined;
let toastTimer: ReturnType<typeof setTimeout> | undefined;

function toastViewport(): HTMLOListElement {
  if (toastList) return toastList;
  let list = document.querySelector<HTMLOListElement>('[role="region"][aria-label^="Notifications"] ol');
  if (!list) {
    const region = document.createElement('div');
    region.setAttribute('role', 'region');
    region.setAttribute('aria-label', 'Notifications');
    list = document.createElement('ol');
    list.className = TOAST_VIEWPORT;
    region.append(list);
    document.body.append(region);
  }
  toastList = list;
  return list;
}

function showToast({ title, description, variant = 'default' }: ToastInput) {
  const item = document.createElement('li');
  item.className = `${TOAST_ROOT} ${TOAST_VARIANTS[variant]}`;
  const text = document.createElement('div');
  text.className = 'grid gap-1';
  const heading = document.createElement('div');
  heading.className = TOAST_TITLE;
  heading.textContent = title;
  text.append(heading);
  if (description) {
    const sentence = document.createElement('div');
    sentence.className = TOAST_DESCRIPTION;
    sentence.textContent = description;
    text.append(sentence);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.className = TOAST_CLOSE;
  close.setAttribute('aria-label', 'Close notification');
  close.innerHTML =
    '<svg viewBox="0 0 16 16" aria-hidden="true" class="size-4"><path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"/></svg>';
  close.addEventListener('click', () => item.remove());
  item.append(text, close);
  // Read out as the app's toasts are: a refusal at once, anything else when the reader is free.
  const list = toastViewport();
  list.setAttribute('aria-live', variant === 'destructive' ? 'assertive' : 'polite');
  list.replaceChildren(item);
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => item.remove(), TOAST_MS);
}

/** Opens the app's next screen, keeping the toast on screen across the move (carried-toast.ts). */
function openScreen(path: string, toast: ToastInput) {
  carryToast(toast);
  window.location.replace(path);
}

// ---- The form.

function enhanceForm(form: HTMLFormElement) {
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  const email = field('email');
  const password = field('password');
  const remember = field('remember');
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  let isBusy = false;
  let unverified: HTMLElement | undefined;

  const setBusy = (busy: boolean) => {
    isBusy = busy;
    if (!submit) return;
    submit.disabled = busy;
    submit.textContent = busy ? SIGN_IN_TEXT.pending : SIGN_IN_TEXT.submit;
  };

  // The schemas are needed on submit: fetched as soon as the visitor starts, not with the page.
  form.addEventListener('focusin', () => void loadSchemas().then(loadRoutes), { once: true });

  // Show or hide the password, as PasswordInput does.
  const toggle = form.querySelector<HTMLButtonElement>('[data-password-toggle]');
  toggle?.addEventListener('click', () => {
    const isVisible = password.type === 'password';
    password.type = isVisible ? 'text' : 'password';
    toggle.setAttribute('aria-label', isVisible ? PASSWORD_TOGGLE.hide : PASSWORD_TOGGLE.show);
    toggle.setAttribute('aria-pressed', String(isVisible));
    toggle.querySelector('[data-slash]')?.classList.toggle('hidden', !isVisible);
  });

  /** The 'Email Not Verified' box (the page's template, drawn by the app's Alert) with its resend button. */
  const showUnverified = (address: string) => {
    const template = document.getElementById(UNVERIFIED_TEMPLATE_ID);
    if (!(template instanceof HTMLTemplateElement)) return;
    const box = template.content.firstElementChild?.cloneNode(true);
    if (!(box instanceof HTMLElement)) return;
    const hint = box.querySelector('[data-hint]');
    if (hint) hint.textContent = SIGN_IN_TEXT.notVerifiedHint(address);
    const resend = box.querySelector<HTMLButtonElement>('[data-resend]');
    if (resend) enableResend(resend, address);
    unverified = box;
    form.append(box);
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!isBusy) void signIn();
  });

  async function signIn() {
    unverified?.remove();
    unverified = undefined;
    const { signinRequestSchema } = await loadSchemas();
    const parsed = signinRequestSchema.safeParse({
      email: email.value,
      password: password.value,
      remember: remember.checked,
    });
    if (!parsed.success) {
      showToast({
        title: SIGN_IN_TEXT.failedTitle,
        description: parsed.error.issues[0]?.message,
        variant: 'destructive',
      });
      return;
    }
    setBusy(true);
    try {
      const { player } = await callApi(
        loadRoutes().then((routes) => routes.postAuthSignin),
        { body: parsed.data },
      );
      endKycFlow();
      writeSessionValue(SESSION_KEYS.authenticatedUser, JSON.stringify(player));
      writeSessionValue(SESSION_KEYS.justSignedIn, 'true');
      const welcome: ToastInput = {
        title: SIGN_IN_TEXT.welcomeTitle,
        description: SIGN_IN_TEXT.welcome(player.firstName),
        variant: 'success',
      };
      showToast(welcome);
      await delay(SIGN_IN_RELOAD_MS);
      openScreen(takeReturnPath() ?? '/dashboard', welcome);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'KYC_VERIFICATION_REQUIRED') {
        await openKycFlow(error);
        return;
      }
      setBusy(false);
      const refusal =
        error instanceof ApiError
          ? describeSignInRefusal({ status: error.status, code: error.code, message: error.serverMessage })
          : describeSignInRefusal(undefined);
      showToast({ ...refusal, variant: 'destructive' });
      if (error instanceof ApiError && error.code === 'EMAIL_VERIFICATION_REQUIRED') showUnverified(parsed.data.email);
    }
  }
}

/** KYC not approved: the server opened an onboarding session; the app's KYC flow takes over. */
async function openKycFlow(error: ApiError) {
  const { kycRequiredDetailsSchema } = await import('@club/shared/kyc-redirect');
  const details = kycRequiredDetailsSchema.safeParse(error.body?.details);
  const kycStatus: KycStatus = details.success ? details.data.kycStatus : 'pending';
  const denied: ToastInput = {
    title: SIGN_IN_TEXT.deniedTitle,
    description: error.serverMessage ?? kycDeniedText(kycStatus),
    variant: 'info',
  };
  showToast(denied);
  if (details.success) startKycFlow({ ...details.data.player, kycStatus });
  // Without the player's details the app asks the server who is signed in, and routes from there.
  openScreen(details.success ? '/kyc' : '/', denied);
}

/** The resend button: at most once a minute, as ResendEmailButton (the server limits it as well). */
function enableResend(button: HTMLButtonElement, address: string) {
  let countdown: ReturnType<typeof setInterval> | undefined;
  const wait = () => {
    let secondsLeft = RESEND_COUNTDOWN_SECONDS;
    button.disabled = true;
    button.textContent = SIGN_IN_TEXT.resendIn(secondsLeft);
    clearInterval(countdown);
    countdown = setInterval(() => {
      secondsLeft -= 1;
      if (secondsLeft > 0) {
        button.textContent = SIGN_IN_TEXT.resendIn(secondsLeft);
        return;
      }
      clearInterval(countdown);
      button.disabled = false;
      button.textContent = SIGN_IN_TEXT.resend;
    }, 1000);
  };
  button.addEventListener('click', async () => {
    button.disabled = true;
    button.textContent = SIGN_IN_TEXT.resending;
    try {
      await callApi(
        loadRoutes().then((routes) => routes.postEmailVerificationResend),
        { body: { email: address } },
      );
      showToast({ title: SIGN_IN_TEXT.resentTitle, description: SIGN_IN_TEXT.resent, variant: 'success' });
      wait();
    } catch {
      showToast({
        title: SIGN_IN_TEXT.resendFailedTitle,
        description: SIGN_IN_TEXT.resendFailed,
        variant: 'destructive',
      });
      button.disabled = false;
      button.textContent = SIGN_IN_TEXT.resend;
    }
  });
}

// ---- The tabs are links; arrow keys move between them, as in the app's tab list.

function enhanceTabs(list: Element) {
  const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
  list.addEventListener('keydown', (event) => {
    const { key } = event as KeyboardEvent;
    const index = tabs.indexOf(document.activeElement as HTMLElement);
    if (index < 0) return;
    const next =
      key === 'ArrowRight'
        ? tabs[(index + 1) % tabs.length]
        : key === 'ArrowLeft'
          ? tabs[(index - 1 + tabs.length) % tabs.length]
          : key === 'Home'
            ? tabs[0]
            : key === 'End'
              ? tabs.at(-1)
              : undefined;
    if (!next) return;
    event.preventDefault();
    next.focus();
  });
}

// ---- The club's name and branding (decision 090), as the server filled them in, and read again every
// VISITOR_REFRESH_MS while the page is open (a visitor has no socket to hear a change on).

interface ShownClub {
  clubName?: string;
  branding?: { primaryColor?: string; logoUrl?: string | null };
}

function applyBranding({ clubName, branding }: ShownClub) {
  const heading = document.querySelector<HTMLElement>('#root h1');
  if (!heading) return;
  if (clubName && heading.textContent !== clubName) heading.textContent = clubName;
  const color = branding?.primaryColor ? readableOnDark(branding.primaryColor) : undefined;
  heading.style.color = color ?? '';
  const mark = heading.previousElementSibling;
  if (!branding?.logoUrl || !mark) return;
  if (mark.tagName.toLowerCase() === 'img') {
    if (mark.getAttribute('src') !== branding.logoUrl) mark.setAttribute('src', branding.logoUrl);
  } else if (mark.tagName.toLowerCase() === 'svg') {
    const logo = document.createElement('img');
    logo.src = branding.logoUrl;
    logo.alt = '';
    logo.className = `size-12 shrink-0 rounded-lg object-contain ${mark.getAttribute('class') ?? ''}`;
    mark.replaceWith(logo);
  }
}

function prerenderedClub(): ShownClub {
  try {
    return JSON.parse(document.getElementById(CLUB_SETTINGS_ELEMENT_ID)?.textContent ?? 'null') ?? {};
  } catch {
    return {};
  }
}

function refreshBrandingWhileOpen() {
  setInterval(async () => {
    if (document.visibilityState !== 'visible') return;
    try {
      const settings = await callApi(
        import('@club/shared/contracts/club').then(({ clubContract }) => clubContract.getClubSettings),
      );
      applyBranding(settings);
    } catch {
      // Unreachable for now: the page keeps what it shows and tries again at the next interval.
    }
  }, VISITOR_REFRESH_MS);
}

const form = document.querySelector<HTMLFormElement>('form[data-sign-in-form]');
if (form) enhanceForm(form);
const tabList = document.querySelector('[role="tablist"]');
if (tabList) enhanceTabs(tabList);
applyBranding(prerenderedClub());
refreshBrandingWhileOpen();
