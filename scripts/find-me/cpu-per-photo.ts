import { readFileSync } from 'node:fs';
import { stopFaceEngine } from '../../src/server/modules/find-me/face-engine.ts';
import { facesInPhoto } from '../../src/server/modules/find-me/face-reading.ts';
import { samplePhoto } from './labelled-set.ts';

/**
 * CPU per gallery photo (decision 293): each of the face-api package's six sample photos read
 * as indexing reads it (decode, faces, landmarks, tilt correction, descriptors), after one
 * photo to load the model. CPU is the whole process's (the worker thread and sharp's included).
 * Run: node --import tsx scripts/find-me/cpu-per-photo.ts [rounds]
 */
const rounds = Number(process.argv[2] ?? 3);
const photos = [1, 2, 3, 4, 5, 6].map((n) => readFileSync(samplePhoto(n)));
await facesInPhoto(photos[0]!);
let totalCpu = 0;
for (const [i, bytes] of photos.entries()) {
  const cpu: number[] = [];
  let faces = 0;
  for (let r = 0; r < rounds; r++) {
    const before = process.cpuUsage();
    faces = (await facesInPhoto(bytes)).length;
    const used = process.cpuUsage(before);
    cpu.push((used.user + used.system) / 1e6);
  }
  const median = cpu.sort((a, b) => a - b)[Math.floor(cpu.length / 2)]!;
  totalCpu += median;
  console.info(`sample${i + 1}: ${faces} faces, CPU ${median.toFixed(2)} s (median of ${rounds})`);
}
const mean = totalCpu / photos.length;
console.info(
  `mean CPU per photo ${mean.toFixed(2)} s: 1,000 photos ≈ ${((mean * 1000) / 60).toFixed(1)} CPU-minutes`,
);
await stopFaceEngine();
