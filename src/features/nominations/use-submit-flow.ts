/**
 * The submit flow every nomination form shares:
 * offline? say so in the form's words and keep everything → invalid? show every error, focus the
 * first, send nothing → busy overlay → send → success: banner, reset, draft
 * cleared; 401: keep the draft and sign in again; other failure: the message
 * in the error banner, draft kept. Success and failure scroll to the top and
 * move focus to the banner.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { isUnauthorized } from '#api/api-error.ts';
import type { BannerMessage } from '#components/form/Banner.tsx';
import { scrollToTop } from '#components/form/scroll.ts';

export interface SubmitFlowOptions<P> {
  /** Validates and returns the payload, or null (the form then shows its errors). */
  check: () => P | null;
  /**
   * Sends the payload. Upload-at-submit forms upload here first, calling
   * `step` with each overlay text; throwing stops the submission. It may
   * resolve to a note that follows the success message.
   */
  send: (payload: P, step: (overlay: string) => void) => Promise<string | undefined>;
  /** The overlay text while sending ("Submitting your project nomination..."). */
  overlay: string;
  successMessage: string;
  /** Shown when a failure has no words of its own. */
  fallbackMessage: string;
  /** Shown when the browser is offline (each spec words it for its forms). */
  offlineMessage: string;
  /** After success: reset the form and clear the draft. */
  onSuccess: () => void;
  /** After a 401: keep the draft and sign in again. */
  onUnauthorized: () => void | Promise<void>;
}

interface ShownBanner extends BannerMessage {
  /** Scroll to the top and move focus to it. */
  focus: boolean;
  seq: number;
}

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export function useSubmitFlow<P>(options: SubmitFlowOptions<P>) {
  const latest = useRef(options);
  latest.current = options;
  const [overlay, setOverlay] = useState<string | null>(null);
  const [banner, setBanner] = useState<ShownBanner | null>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const seq = useRef(0);

  useEffect(() => {
    if (!banner?.focus) return;
    scrollToTop();
    bannerRef.current?.focus({ preventScroll: true });
  }, [banner]);

  /** Shows a banner; `focus` also scrolls to the top and focuses it (submit outcomes). */
  const showBanner = useCallback((message: BannerMessage | null, focus = false) => {
    seq.current += 1;
    setBanner(message ? { ...message, focus, seq: seq.current } : null);
  }, []);

  const submit = useCallback(
    async (event?: { preventDefault(): void }) => {
      event?.preventDefault();
      const {
        check,
        send,
        overlay: text,
        successMessage,
        fallbackMessage,
        offlineMessage,
        onSuccess,
        onUnauthorized,
      } = latest.current;
      showBanner(null);
      if (!isOnline()) {
        showBanner({ kind: 'error', message: offlineMessage }, true);
        return;
      }
      const payload = check();
      if (payload === null) return;

      setOverlay(text);
      try {
        const note = await send(payload, setOverlay);
        onSuccess();
        showBanner({ kind: 'success', message: note ? `${successMessage} ${note}` : successMessage }, true);
      } catch (error) {
        if (isUnauthorized(error)) {
          // The overlay stays up while the page goes to sign in.
          await onUnauthorized();
          return;
        }
        const message = error instanceof Error && error.message ? error.message : fallbackMessage;
        showBanner({ kind: 'error', message }, true);
      } finally {
        setOverlay(null);
      }
    },
    [showBanner],
  );

  return {
    submitting: overlay !== null,
    overlay,
    banner: banner as BannerMessage | null,
    bannerKey: banner?.seq ?? 0,
    bannerRef,
    showBanner,
    submit,
  };
}
