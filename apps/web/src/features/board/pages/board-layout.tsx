import { Outlet } from 'react-router';
import { useAuth } from '../../../lib/use-auth';
import { BoardSocketContext, useBoardSocket } from '../hooks/use-board-socket';
import '../components/board.css';

/**
 * The board's routes share one live connection: it joins the board channel when a board page
 * opens and leaves it when the reader goes elsewhere in the app.
 */
export function BoardLayout() {
  const { status } = useAuth();
  const state = useBoardSocket(status === 'signedIn');
  return (
    <BoardSocketContext.Provider value={state}>
      <Outlet />
    </BoardSocketContext.Provider>
  );
}
