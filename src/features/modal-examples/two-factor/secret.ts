const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Bytes in base32 (RFC 4648, without padding): what authenticator apps take as a setup key. */
export function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}

/** A new shared secret: 160 random bits (RFC 4226's recommended length), 32 base32 characters. */
export const newSecret = () => base32(crypto.getRandomValues(new Uint8Array(20)));

/** The key in groups of four, as people copy it by eye. */
export const groupSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');
