import os from 'node:os';
import { loadConfig } from './config';

describe('configuration of the renditions', () => {
  it('defaults: lowest priority, half the cores (at least one) for ffmpeg, one rendition at a time', () => {
    const c = loadConfig({});
    expect([c.RENDITION_NICE, c.RENDITION_THREADS, c.RENDITION_CONCURRENCY])
      .toEqual([19, Math.max(1, Math.floor(os.availableParallelism() / 2)), 1]);
  });

  it('takes the settings given, 0 threads meaning ffmpeg\'s own choice', () => {
    const c = loadConfig({ RENDITION_NICE: '0', RENDITION_THREADS: '0', RENDITION_CONCURRENCY: '2' });
    expect([c.RENDITION_NICE, c.RENDITION_THREADS, c.RENDITION_CONCURRENCY]).toEqual([0, 0, 2]);
  });

  it('refuses values out of range with one clear line each', () => {
    expect(() => loadConfig({ RENDITION_NICE: '20' })).toThrow('RENDITION_NICE: RENDITION_NICE must be 0–19');
    expect(() => loadConfig({ RENDITION_NICE: '-5' })).toThrow('RENDITION_NICE must be 0–19');
    expect(() => loadConfig({ RENDITION_THREADS: '1.5' })).toThrow('RENDITION_THREADS must be a whole number');
    expect(() => loadConfig({ RENDITION_CONCURRENCY: '0' })).toThrow('RENDITION_CONCURRENCY must be 1 or more');
  });
});
