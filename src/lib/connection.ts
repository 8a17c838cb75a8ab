interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

/**
 * True on a phone or tablet, or on a connection the browser reports as slow.
 * Uploads then wait longer (180 s instead of 60 s) and their errors suggest WiFi.
 */
export function isSlowOrMobile(): boolean {
  if (typeof navigator === 'undefined') return false;
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (connection?.saveData) return true;
  if (connection?.effectiveType && ['slow-2g', '2g', '3g'].includes(connection.effectiveType)) return true;
  return /Mobi|Android|iPhone|iPad|iPod/i.test(navigator.userAgent);
}
