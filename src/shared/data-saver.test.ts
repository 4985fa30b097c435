import { describe, expect, it } from 'vitest';
import { dataSaverChoiceOf, dataSaverFactsOfRequest, decideDataSaver } from './data-saver.ts';

const none = { choice: null, saveData: false, effectiveType: null };

describe('decideDataSaver', () => {
  it('is off on a fast connection with no hint and no choice', () => {
    expect(decideDataSaver(none)).toEqual({ on: false, reason: 'none' });
    expect(decideDataSaver({ ...none, effectiveType: '4g' }).on).toBe(false);
  });

  it('is on when the browser asks for reduced data', () => {
    expect(decideDataSaver({ ...none, saveData: true })).toEqual({ on: true, reason: 'save-data' });
  });

  it.each(['slow-2g', '2g', '3g', ' 3G '])('is on for a %s connection', (effectiveType) => {
    expect(decideDataSaver({ ...none, effectiveType })).toEqual({ on: true, reason: 'slow-connection' });
  });

  it("follows the visitor's choice over what the browser says", () => {
    expect(decideDataSaver({ choice: 'off', saveData: true, effectiveType: '2g' })).toEqual({
      on: false,
      reason: 'choice',
    });
    expect(decideDataSaver({ choice: 'on', saveData: false, effectiveType: '4g' })).toEqual({
      on: true,
      reason: 'choice',
    });
  });
});

describe('dataSaverFactsOfRequest', () => {
  it('reads Save-Data, ECT and the cookie', () => {
    expect(dataSaverFactsOfRequest({ 'save-data': 'on', ect: '3g' }, 'off')).toEqual({
      choice: 'off',
      saveData: true,
      effectiveType: '3g',
    });
    expect(dataSaverFactsOfRequest({ 'save-data': 'off' }, 'maybe')).toEqual(none);
  });

  it('takes only on and off as a choice', () => {
    expect(dataSaverChoiceOf('on')).toBe('on');
    expect(dataSaverChoiceOf('ON')).toBeNull();
    expect(dataSaverChoiceOf(undefined)).toBeNull();
  });
});
