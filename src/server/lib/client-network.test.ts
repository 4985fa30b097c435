import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network.ts';

describe('the network an attempt is counted against', () => {
  it('keeps an IPv4 address as it is, also when written as IPv6', () => {
    expect(clientNetwork('198.51.100.7')).toBe('198.51.100.7');
    expect(clientNetwork('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientNetwork('198.51.100.8')).not.toBe(clientNetwork('198.51.100.7'));
  });

  it('counts every address of one IPv6 /64 as one network, however it is written', () => {
    const one = clientNetwork('2001:db8:aa:bb::1');
    expect(one).toBe('2001:db8:aa:bb::/64');
    for (const ip of [
      '2001:db8:aa:bb:ffff:ffff:ffff:fffe',
      '2001:0db8:00aa:00bb:1:2:3:4',
      '2001:DB8:AA:BB::9',
    ])
      expect(clientNetwork(ip), ip).toBe(one);
  });

  it('tells neighbouring /64s apart', () => {
    expect(clientNetwork('2001:db8:aa:bc::1')).not.toBe(clientNetwork('2001:db8:aa:bb::1'));
    expect(clientNetwork('::1')).toBe('::/64');
  });

  it('keeps what is not an address', () => {
    expect(clientNetwork('')).toBe('');
    expect(clientNetwork('unknown')).toBe('unknown');
  });
});
