/**
 * The editing session on a site folder of this machine: the core session (../session.ts) over
 * the local files, with sharp's picture checks, the file guard (no write through a link out of
 * the editor's areas) and sha256 versions.
 */
import { nodePictureChecks } from '../../loader/node/pictureChecks.ts';
import { pictureProblem } from '../../loader/node/sharp.ts';
import { localWorkspace } from '../../workspace/local.ts';
import type { Workspace } from '../../workspace/port.ts';
import { inArea } from '../areas.ts';
import { inside, versionOf } from '../files.ts';
import { Session as CoreSession } from '../session.ts';

export { newErrors, postText, POST_ORDER, MAX_STAGED } from '../session.ts';

export class Session extends CoreSession {
  /**
   * A session on the site in the folder `root`, or, given `files`, on that workspace (`root` then
   * only names where the pictures' verdicts are kept).
   */
  constructor(
    readonly root: string,
    files?: Workspace,
  ) {
    const workspace = files ?? localWorkspace(root);
    super({
      files: workspace,
      allows: files ? inArea : (name) => inside(root, name),
      pictures: nodePictureChecks(workspace, root),
      version: versionOf,
      pictureProblem,
      changedElsewhere: (file) => `${file} changed on disk since the editor read it (another program saved it).`,
    });
  }
}
