import type { FastifyHelmetOptions } from '@fastify/helmet';

const originOf = (url: string | undefined): string[] => {
  const parsed = url ? URL.parse(url) : null;
  return parsed && (parsed.protocol === 'http:' || parsed.protocol === 'https:') ? [parsed.origin] : [];
};
const listOf = (value: string | undefined): string[] =>
  (value ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .flatMap((v) => originOf(v));

/**
 * Security headers of the API and the web app (@fastify/helmet). The built Vite app loads only its own
 * scripts; antd writes its styles into <style> elements (style-src 'unsafe-inline'); PDFs open as
 * blob: documents in windows or frames of the app; catalogue pictures preview as blob: images and
 * may come from a public bucket (S3_PUBLIC_URL). No other site may frame the app (frame-ancestors
 * 'self': 'none' would also refuse the app's own frames of its pages); frames the app itself opens of
 * other sites (e.g. the wholesale portal) need CSP_FRAME_SRC.
 * Shops often serve plain http on their network: no upgrade-insecure-requests, no HSTS.
 */
export function securityHeaders(env: NodeJS.ProcessEnv = process.env): FastifyHelmetOptions {
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...originOf(env.S3_PUBLIC_URL)],
        fontSrc: ["'self'", 'data:'],
        // blob: PDFs opened in a window are read back (print, save) from that window.
        connectSrc: ["'self'", 'blob:'],
        // The wholesale app (GROSIR_URL) is framed by /redirect-to-grosir.
        frameSrc: ["'self'", 'blob:', ...originOf(env.GROSIR_URL), ...listOf(env.CSP_FRAME_SRC)],
        objectSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        formAction: ["'self'"],
        // 'self', not 'none': the app frames its own pages (and blob: PDFs); no other site may.
        frameAncestors: ["'self'"],
      },
    },
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: false,
    // Catalogue images are fetched by the member app from other origins (set per route).
    crossOriginResourcePolicy: { policy: 'same-origin' },
  };
}
