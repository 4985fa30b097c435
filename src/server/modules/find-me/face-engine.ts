import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PROJECT_ROOT } from '../../lib/project-root.ts';

/**
 * The face model, in ONE worker thread per process (decision 293): @vladmandic/face-api on
 * TensorFlow.js's WebAssembly backend (SIMD), its weights read from the package on disk, never
 * the network. Loading takes a fifth of a second and the worker holds about 500 MB while it
 * works, so it starts at the first request and is ended after a minute without work, which
 * gives the memory back. Requests wait their turn: one photo at a time, off the event loop.
 * Each face is turned upright (eyes level) before the recogniser reads it, for gallery photos
 * and selfies alike, since the recogniser itself does not correct head tilt (decision 296).
 */

export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DetectOptions {
  minConfidence?: number;
  /** Faces already read (in this image's pixels): a box more than half inside one is left out. */
  known?: readonly FaceBox[];
}

export interface FoundFace extends FaceBox {
  score: number;
  descriptor: number[];
}

export interface RawImage {
  width: number;
  height: number;
  /** 3 channels (RGB), 8 bits each, rows top to bottom. */
  data: Buffer;
}

const IDLE_MS = 60_000;
const REQUEST_TIMEOUT_MS = 120_000;

/**
 * The worker's code, run as a CommonJS script (`eval`), the same from src/ through tsx and from
 * the esbuild bundle in dist/; the packages are loaded from the project's node_modules.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const path = require('node:path');
const req = require('node:module').createRequire(workerData.from);
const faceapi = req('@vladmandic/face-api/dist/face-api.node-wasm.js');
const wasm = req('@tensorflow/tfjs-backend-wasm');
const tf = faceapi.tf;
const ready = (async () => {
  wasm.setWasmPaths(path.dirname(req.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm')) + path.sep);
  await tf.setBackend('wasm');
  await tf.ready();
  const models = path.join(path.dirname(req.resolve('@vladmandic/face-api/package.json')), 'model');
  await faceapi.nets.ssdMobilenetv1.loadFromDisk(models);
  await faceapi.nets.faceLandmark68Net.loadFromDisk(models);
  await faceapi.nets.faceRecognitionNet.loadFromDisk(models);
})();
// The recogniser does not correct head tilt (decision 296): each face is cut out upright first,
// rotated about the eyes and mouth so the eyes are level, in face-api's own (dlib) framing.
const point = (ps) => ({ x: ps.reduce((s, p) => s + p.x, 0) / ps.length, y: ps.reduce((s, p) => s + p.y, 0) / ps.length });
function uprightFace(image, landmarks) {
  const eyeL = point(landmarks.getLeftEye());
  const eyeR = point(landmarks.getRightEye());
  const mouth = point(landmarks.getMouth());
  const roll = Math.atan2(eyeR.y - eyeL.y, eyeR.x - eyeL.x);
  const size = Math.max(1, Math.round((Math.hypot(mouth.x - eyeL.x, mouth.y - eyeL.y) + Math.hypot(mouth.x - eyeR.x, mouth.y - eyeR.y)) / 2 / 0.45));
  const cx = (eyeL.x + eyeR.x + mouth.x) / 3;
  const cy = (eyeL.y + eyeR.y + mouth.y) / 3;
  const cos = Math.cos(roll);
  const sin = Math.sin(roll);
  const ox = 0.5 * size;
  const oy = 0.43 * size;
  // Each pixel (u, v) of the upright square reads the photo at centre + rotation(u - ox, v - oy).
  const matrix = [[cos, -sin, cx - cos * ox + sin * oy, sin, cos, cy - sin * ox - cos * oy, 0, 0]];
  return tf.tidy(() => tf.image.transform(image, matrix, 'bilinear', 'constant', 0, [size, size]).squeeze([0]));
}
// Of two boxes, the share of the smaller one they have in common.
const overlap = (a, b) => {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w <= 0 || h <= 0 ? 0 : (w * h) / Math.min(a.width * a.height, b.width * b.height);
};
parentPort.on('message', async ({ id, width, height, data, minConfidence, known }) => {
  try {
    await ready;
    const input = tf.tensor3d(new Uint8Array(data.buffer, data.byteOffset, data.byteLength), [height, width, 3], 'int32');
    const image = tf.tidy(() => input.toFloat().expandDims(0));
    const faces = [];
    try {
      // Boxes first: a face already known (found in the whole photo, or in a tile before) is
      // dropped before the landmark and recogniser nets, which cost more than the detector's pass.
      const found = (await faceapi.detectAllFaces(input, new faceapi.SsdMobilenetv1Options({ minConfidence })))
        .filter((d) => !known.some((k) => overlap(k, d.box) > 0.5));
      // Each net reads all the faces as one batch, which is a tenth faster than one by one.
      const crops = await faceapi.extractFaceTensors(input, found);
      let marks = [];
      try {
        if (found.length > 0) marks = await faceapi.nets.faceLandmark68Net.detectLandmarks(crops);
      } finally {
        for (const crop of crops) crop.dispose();
      }
      const upright = found.map((detection, i) => uprightFace(image, faceapi.extendWithFaceLandmarks({ detection }, marks[i]).landmarks));
      let descriptors = [];
      try {
        if (found.length > 0) descriptors = await faceapi.nets.faceRecognitionNet.computeFaceDescriptor(upright);
      } finally {
        for (const face of upright) face.dispose();
      }
      for (const [i, { box, score }] of found.entries())
        faces.push({ x: box.x, y: box.y, width: box.width, height: box.height, score, descriptor: Array.from(descriptors[i]) });
    } finally {
      input.dispose();
      image.dispose();
    }
    parentPort.postMessage({ id, faces });
  } catch (err) {
    parentPort.postMessage({ id, error: String((err && err.message) || err) });
  }
});
`;

interface Pending {
  resolve: (faces: FoundFace[]) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
}

let worker: Worker | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();
/** One image at a time: the next waits for the previous answer. */
let queue: Promise<unknown> = Promise.resolve();

function failAll(err: Error) {
  for (const [id, p] of pending) {
    clearTimeout(p.timer);
    p.reject(err);
    pending.delete(id);
  }
}

function startWorker(): Worker {
  const w = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { from: path.join(PROJECT_ROOT, 'package.json') },
  });
  w.unref();
  w.on('message', (answer: { id: number; faces?: FoundFace[]; error?: string }) => {
    const p = pending.get(answer.id);
    if (!p) return;
    pending.delete(answer.id);
    clearTimeout(p.timer);
    if (answer.error) p.reject(new Error(answer.error));
    else p.resolve(answer.faces ?? []);
  });
  w.on('error', (err) => failAll(err));
  w.on('exit', (code) => {
    if (worker === w) worker = undefined;
    failAll(new Error(`The face model stopped (exit code ${code})`));
  });
  return w;
}

function detectNow(image: RawImage, options: Required<DetectOptions>): Promise<FoundFace[]> {
  clearTimeout(idleTimer);
  worker ??= startWorker();
  const w = worker;
  const id = nextId++;
  return new Promise<FoundFace[]>((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error('The face model took too long'));
      void w.terminate();
    }, REQUEST_TIMEOUT_MS);
    pending.set(id, { resolve, reject, timer });
    w.postMessage({ id, width: image.width, height: image.height, data: image.data, ...options });
  }).finally(() => {
    if (pending.size === 0) idleTimer = setTimeout(() => void stopFaceEngine(), IDLE_MS).unref();
  });
}

/** The faces in an RGB image, each with its box (in the image's pixels), score and descriptor. */
export function detectFaces(
  image: RawImage,
  { minConfidence = 0.4, known = [] }: DetectOptions = {},
): Promise<FoundFace[]> {
  const run = queue.then(() => detectNow(image, { minConfidence, known }));
  queue = run.catch(() => undefined);
  return run;
}

/** Ends the worker (idle, or the process stopping); the next request starts a new one. */
export async function stopFaceEngine(): Promise<void> {
  clearTimeout(idleTimer);
  const w = worker;
  worker = undefined;
  if (w) await w.terminate();
}
