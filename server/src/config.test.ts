import { describe, expect, it } from 'vitest';
import { ConfigError, parseTrustProxy } from './config';

describe('TRUST_PROXY', () => {
  it('refuses lists that together cover every address, with a clear message', () => {
    for (const value of ['0.0.0.0/1,128.0.0.0/1,::/1,8000::/1', '0.0.0.0/0', '::/0', '0.0.0.0/0,::/0', '::/1,8000::/1']) {
      expect(() => parseTrustProxy(value), value).toThrow(ConfigError);
      expect(() => parseTrustProxy(value)).toThrow(/mencakup semua alamat IPv[46]/);
    }
  });

  it('accepts lists of proxies that leave addresses out', () => {
    expect(parseTrustProxy('10.0.0.0/8,192.168.1.1,fc00::/7,loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.1',
      'fc00::/7',
      'loopback',
    ]);
    expect(parseTrustProxy('0.0.0.0/1,::ffff:10.0.0.1')).toEqual(['0.0.0.0/1', '::ffff:10.0.0.1']);
  });

  it('refuses hop counts above 5', () => {
    expect(parseTrustProxy('5')).toBe(5);
    expect(() => parseTrustProxy('6')).toThrow(ConfigError);
    expect(() => parseTrustProxy('99')).toThrow('TRUST_PROXY=99 terlalu besar: paling banyak 5 proxy');
  });
});
