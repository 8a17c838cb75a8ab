/**
 * Loading a module of an area's folder by the table's key (./area-modules.ts,
 * ../fresh/registry.ts): a module of its own, so that the 404 page's loader
 * brings no other loader into the browser.
 */

/** `name` as exported by a module of an area's folder, or an error naming the file. */
export async function areaExport<T>(file: string, loading: Promise<Record<string, unknown>>, name: string): Promise<T> {
  let module: Record<string, unknown>;
  try {
    module = await loading;
  } catch (error) {
    throw new Error(`${file} could not be loaded (every area of the table has one): ${(error as Error).message}`, {
      cause: error,
    });
  }
  if (!module[name]) throw new Error(`${file} exports no \`${name}\``);
  return module[name] as T;
}
