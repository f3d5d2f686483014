package io.stackdrift.fs;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.NotLinkException;

/**
 * The operating system's reason for a failed read or write, in one line. Java's file system
 * exceptions often carry only a path (an AccessDeniedException's message is the file name), which
 * reads as if the path itself were the error.
 */
public final class IoReasons {
  private IoReasons() {}

  public static String of(IOException e) {
    if (e instanceof OutputException) {
      return e.getMessage();
    }
    if (e instanceof FileSystemException fs) {
      String reason = fs.getReason() != null ? fs.getReason() : byType(fs);
      return fs.getFile() == null ? reason : reason + " (" + fs.getFile() + ")";
    }
    String message = e.getMessage();
    return message == null || message.isBlank() ? e.getClass().getSimpleName() : oneLine(message);
  }

  /** The reason alone, for an error about a file the user never named (a temporary file). */
  public static String withoutFile(IOException e) {
    if (e instanceof FileSystemException fs) {
      return fs.getReason() != null ? fs.getReason() : byType(fs);
    }
    return of(e);
  }

  private static String byType(FileSystemException e) {
    if (e instanceof AccessDeniedException) {
      return "Permission denied";
    }
    if (e instanceof NoSuchFileException) {
      return "No such file or directory";
    }
    if (e instanceof FileAlreadyExistsException) {
      return "File exists";
    }
    if (e instanceof NotDirectoryException) {
      return "Not a directory";
    }
    if (e instanceof DirectoryNotEmptyException) {
      return "Directory not empty";
    }
    if (e instanceof NotLinkException) {
      return "Not a symbolic link";
    }
    return e.getClass().getSimpleName();
  }

  private static String oneLine(String text) {
    int end = text.indexOf('\n');
    return end < 0 ? text : text.substring(0, end);
  }
}
