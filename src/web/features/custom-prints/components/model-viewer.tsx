import { useEffect, useRef, useState } from 'react';
import {
  AmbientLight,
  BufferAttribute,
  BufferGeometry,
  Color,
  DirectionalLight,
  GridHelper,
  Mesh,
  MeshStandardMaterial,
  PerspectiveCamera,
  Scene,
  Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import type { Mesh as ParsedMesh } from '#core/geometry/mesh';
import { parseMeshInWorker } from '../parse-mesh-in-worker';
import { framingDistance, previewColour } from '../preview-framing';
import { useTheme } from '../../theme/theme-context';

export type ModelViewerProps = {
  bytes: Uint8Array;
  /** CSS colour of the chosen filament. */
  colour: string;
  buildVolumeMm: { x: number; y: number; z: number };
  label: string;
};

/** Flat-shaded geometry (one normal per face), as CAD parts look best. */
function toGeometry(mesh: ParsedMesh): BufferGeometry {
  const indexed = new BufferGeometry();
  indexed.setAttribute('position', new BufferAttribute(mesh.positions, 3));
  indexed.setIndex(new BufferAttribute(mesh.indices, 1));
  const geometry = indexed.toNonIndexed();
  indexed.dispose();
  geometry.computeVertexNormals();
  geometry.computeBoundingBox();
  // Centre on the plate in x/y, rest on it in z.
  const box = geometry.boundingBox!;
  const size = box.getSize(new Vector3());
  geometry.translate(-(box.min.x + size.x / 2), -(box.min.y + size.y / 2), -box.min.z);
  geometry.computeBoundingBox();
  return geometry;
}

type Prepared = { geometry: BufferGeometry } | { failure: string };

/** The parse runs in a Web Worker (a hostile file cannot freeze the tab); only three's buffers are built here. */
async function prepare(bytes: Uint8Array, signal: AbortSignal): Promise<Prepared> {
  const probe = document.createElement('canvas');
  if (!probe.getContext('webgl2') && !probe.getContext('webgl'))
    return { failure: 'This browser cannot show a 3D preview.' };
  const parsed = await parseMeshInWorker(bytes, signal);
  if ('failure' in parsed) return parsed;
  try {
    return { geometry: toGeometry(parsed.mesh) };
  } catch (error) {
    return { failure: error instanceof Error ? error.message : 'This model cannot be previewed.' };
  }
}

/**
 * The three.js preview (its own lazy chunk: three.js never loads on other pages). Z is up, as in
 * slicers; the model sits centred on a build plate the size of the printer's bed. It renders on
 * demand (orbit, zoom, resize), not in a loop, so an idle page costs nothing.
 */
export default function ModelViewer({ bytes, colour, buildVolumeMm, label }: ModelViewerProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const materialRef = useRef<MeshStandardMaterial | null>(null);
  const renderRef = useRef<() => void>(() => undefined);
  const { resolvedTheme } = useTheme();
  const dark = resolvedTheme === 'dark';
  // Kept with the bytes it was made from: a new file shows nothing until its own parse is done.
  const [done, setDone] = useState<{ bytes: Uint8Array; result: Prepared } | null>(null);
  const prepared = done?.bytes === bytes ? done.result : null;
  const failure = prepared && 'failure' in prepared ? prepared.failure : null;

  useEffect(() => {
    const abort = new AbortController();
    void prepare(bytes, abort.signal).then((result) => {
      if (abort.signal.aborted) {
        if ('geometry' in result) result.geometry.dispose();
        return;
      }
      setDone({ bytes, result });
    });
    return () => abort.abort();
  }, [bytes]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host || !prepared || !('geometry' in prepared)) return;
    const { geometry } = prepared;
    const renderer = new WebGLRenderer({ antialias: true, alpha: true });
    renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
    renderer.domElement.setAttribute('role', 'img');
    renderer.domElement.setAttribute('aria-label', label);
    renderer.domElement.dataset.testid = 'model-preview-canvas';
    renderer.domElement.className = 'block h-full w-full touch-none outline-none';
    renderer.domElement.tabIndex = 0;
    host.appendChild(renderer.domElement);

    const scene = new Scene();
    const size = geometry.boundingBox!.getSize(new Vector3());
    const material = new MeshStandardMaterial({
      color: new Color(previewColour(colour, dark)),
      roughness: 0.55,
      metalness: 0.05,
    });
    materialRef.current = material;
    scene.add(new Mesh(geometry, material));

    const plateSize = Math.max(buildVolumeMm.x, buildVolumeMm.y);
    const grid = new GridHelper(
      plateSize,
      Math.round(plateSize / 10),
      dark ? 0x8b8fa8 : 0x6b6f88,
      dark ? 0x3a3d52 : 0xc9cbd8,
    );
    grid.rotation.x = Math.PI / 2;
    scene.add(grid);
    scene.add(new AmbientLight(0xffffff, 0.9));
    const key = new DirectionalLight(0xffffff, 1.6);
    key.position.set(1, -1.5, 2);
    scene.add(key);
    const fill = new DirectionalLight(0xffffff, 0.5);
    fill.position.set(-1.5, 1, 0.5);
    scene.add(fill);

    const camera = new PerspectiveCamera(40, 1, 0.1, 20_000);
    camera.up.set(0, 0, 1);
    // Looking down at the part from the front right, far enough for all of it to be in view.
    const direction = new Vector3(1.4, -1.8, 1.3).normalize();
    const target = new Vector3(0, 0, size.z / 2);
    const frame = (aspect: number) =>
      camera.position.copy(target).addScaledVector(direction, framingDistance(size, 40, aspect));
    frame(1);
    const controls = new OrbitControls(camera, renderer.domElement);
    controls.target.copy(target);
    const reach = Math.max(size.x, size.y, size.z, 1);
    controls.minDistance = reach * 0.3;
    controls.maxDistance = Math.max(plateSize, reach) * 4;
    controls.listenToKeyEvents(renderer.domElement);
    const render = () => renderer.render(scene, camera);
    renderRef.current = render;
    controls.addEventListener('change', render);
    controls.update();

    const resize = () => {
      const { clientWidth, clientHeight } = host;
      if (clientWidth === 0 || clientHeight === 0) return;
      renderer.setSize(clientWidth, clientHeight, false);
      camera.aspect = clientWidth / clientHeight;
      frame(camera.aspect);
      controls.update();
      camera.updateProjectionMatrix();
      render();
    };
    const observer = new ResizeObserver(resize);
    observer.observe(host);
    resize();

    return () => {
      observer.disconnect();
      controls.dispose();
      // The geometry belongs to the state: three uploads it again if the scene is rebuilt.
      geometry.dispose();
      material.dispose();
      grid.dispose();
      renderer.dispose();
      renderer.domElement.remove();
      materialRef.current = null;
    };
    // Colour changes repaint below without rebuilding the scene.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prepared, buildVolumeMm.x, buildVolumeMm.y, dark, label]);

  useEffect(() => {
    materialRef.current?.color.set(previewColour(colour, dark));
    renderRef.current();
  }, [colour, dark]);

  return (
    <div ref={hostRef} className="relative h-full w-full">
      {failure && (
        <p className="absolute inset-0 grid place-items-center p-6 text-center text-sm text-muted-foreground">
          {failure}
        </p>
      )}
    </div>
  );
}
