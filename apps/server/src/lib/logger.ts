/**
 * Logger options. Secrets never reach the log: cookies and authorization headers are redacted and share or
 * invitation tokens in URLs are masked.
 */
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/** `/list/<token>`, `/api/shared/<token>`, `?token=` and friends keep their shape, lose their secret. */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/(?:list|shared|invitations)\/)[^/?#]+/g, '$1[redacted]')
    .replace(/([?&](?:token|code|state|secret)=)[^&#]*/gi, '$1[redacted]');
}

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        '*.idToken',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
      },
    },
  };
}
