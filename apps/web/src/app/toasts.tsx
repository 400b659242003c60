import { ToastContainer } from 'react-toastify';

/** The app's one toast host (spec §9): top-right, 8 s, pause on hover/focus loss, drag at 80 %. */
export default function Toasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={8000}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={80}
      theme="light"
      newestOnTop
    />
  );
}
